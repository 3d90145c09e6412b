// The assistant's API, mounted under /api by the worker: POST /api/chat.
import { createAssistantApi } from './chat-routes';

export { createAssistantApi, type AssistantOptions } from './chat-routes';

export const assistantApi = createAssistantApi();
