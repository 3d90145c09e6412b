// Sends one message through the assistant's typed client and reads the streamed answer, event by event.
import { errorOfResponse, networkError } from '@quadkit/core/ui/api-client';
import { rpc } from '@quadkit/core/ui/data/rpc';
import type { assistantApi } from '../../api';
import { type ChatEvent, parseEventFrame, sseParser } from '../../shared/chat-events';
import type { ChatTurn } from '../../shared/chat-input';

/**
 * Calls onEvent for each event of the answer, in order. Throws the API's error (400, 429 with its 'try again
 * in' message) before any event, or a network error.
 */
export async function streamChat(
  message: string,
  history: ChatTurn[],
  onEvent: (event: ChatEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await rpc<typeof assistantApi>().chat.$post({ json: { message, history } }, { init: { signal } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
  if (!response.ok || !response.body) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    throw errorOfResponse(response.status, body);
  }
  const parse = sseParser((event, data) => {
    const parsed = parseEventFrame(event, data);
    if (parsed) onEvent(parsed);
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parse(decoder.decode(value, { stream: true }));
  }
  parse(decoder.decode(), true);
}
