// The assistant's API, mounted under /api by the worker: POST /api/chat.
import { createAssistantApi } from './chat-routes';

export { createAssistantApi, type AssistantOptions } from './chat-routes';

export const assistantApi = createAssistantApi();
// The texts its API sends, for the worker to answer in the reader's language.
export { assistantApiTexts } from './api-texts';
