// The Workers AI call: one instruct model, streamed, bounded by a deadline for the whole answer.
import { sseParser } from '../shared/chat-events';
import type { PromptMessage } from './prompt';

/** The one place the model is named (Workers AI catalog: Meta Llama 3.3 70B instruct, fp8, fast). */
export const CHAT_MODEL = '@cf/meta/llama-3.3-70b-instruct-fp8-fast';
/** Enough for the short answers the prompt asks for. */
const MAX_TOKENS = 512;

/** What the assistant needs of the AI binding: `run` with streaming, as `env.AI` has it. */
export type ChatAi = Pick<Ai, 'run'>;

export class ModelTimeout extends Error {
  constructor() {
    super('The model did not answer in time.');
  }
}

/** Settles like `promise`, or rejects with ModelTimeout at `deadline` (ms since the epoch). */
function beforeDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ModelTimeout()), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The text of one streamed frame: Workers AI's {response}, or an OpenAI-style delta from newer models. */
function tokenOf(data: string): string {
  if (data.trim() === '[DONE]') return '';
  try {
    const body = JSON.parse(data) as { response?: unknown; choices?: { delta?: { content?: unknown } }[] };
    if (typeof body.response === 'string') return body.response;
    const delta = body.choices?.[0]?.delta?.content;
    return typeof delta === 'string' ? delta : '';
  } catch {
    return '';
  }
}

/**
 * The model's answer as text pieces, as they arrive. Throws (ModelTimeout or the binding's error) when the
 * call fails or the whole answer is not complete by `deadline`.
 */
export async function* modelTokens(
  ai: ChatAi,
  messages: PromptMessage[],
  deadline: number,
): AsyncGenerator<string, void, undefined> {
  const stream = (await beforeDeadline(
    ai.run(CHAT_MODEL, { messages, stream: true, max_tokens: MAX_TOKENS }),
    deadline,
  )) as ReadableStream<Uint8Array>;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const pieces: string[] = [];
  const parse = sseParser((_event, data) => {
    const token = tokenOf(data);
    if (token) pieces.push(token);
  });
  try {
    for (;;) {
      const { done, value } = await beforeDeadline(reader.read(), deadline);
      parse(done ? decoder.decode() : decoder.decode(value, { stream: true }), done);
      while (pieces.length > 0) yield pieces.shift() as string;
      if (done) return;
    }
  } finally {
    // A timeout or a closed connection: stop the model rather than let it run on.
    reader.cancel().catch(() => {});
  }
}
