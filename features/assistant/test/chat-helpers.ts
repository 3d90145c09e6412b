// Helpers for the Study Assistant's worker tests: reading the streamed events, a fake Workers AI binding (the same
// `run` signature, streaming known tokens the way Workers AI does), and the assistant's API mounted with a test
// user and a short model timeout, so the production path runs inside the Workers runtime without Cloudflare.
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { createDb } from '@quadkit/core/server/db';
import type { SessionUser } from '@quadkit/core/server/session-user';
import { createAssistantApi } from '../api';
import type { ChatAi } from '../api/model';
import { type ChatCard, type ChatEvent, parseEventFrame, sseParser } from '../shared/chat-events';

/** Every event of a streamed answer, in order (unknown frames would fail the test as undefined). */
export async function readEvents(response: Response): Promise<(ChatEvent | undefined)[]> {
  const events: (ChatEvent | undefined)[] = [];
  const parse = sseParser((event, data) => events.push(parseEventFrame(event, data)));
  parse(await response.text(), true);
  return events;
}

export const cardsOf = (events: readonly (ChatEvent | undefined)[]): ChatCard[] =>
  events.flatMap((event) => (event?.type === 'card' ? [event.card] : []));

export const textOf = (events: readonly (ChatEvent | undefined)[]): string =>
  events.map((event) => (event?.type === 'text' ? event.text : '')).join('');

export interface FakeAiCall {
  model: string;
  inputs: { messages: { role: string; content: string }[]; stream?: boolean };
}

/** A stream of Workers AI frames: `data: {"response":"…"}` per token, then `data: [DONE]`, split oddly on purpose. */
function tokenStream(tokens: readonly string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const frames = [...tokens.map((token) => `data: ${JSON.stringify({ response: token })}\n\n`), 'data: [DONE]\n\n'];
  const bytes = encoder.encode(frames.join(''));
  // Chunks of 7 bytes: frames (and UTF-8 sequences) arrive cut in the middle, as they can over the network.
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 7));
      offset += 7;
    },
  });
}

export type FakeBehaviour = { tokens: readonly string[] } | { throws: string } | { hangs: 'call' | 'stream' };

/** A fake `env.AI`: records each call and answers as told. */
export function fakeAi(behaviour: FakeBehaviour) {
  const calls: FakeAiCall[] = [];
  const ai = {
    run: async (model: string, inputs: FakeAiCall['inputs']) => {
      calls.push({ model, inputs });
      if ('throws' in behaviour) throw new Error(behaviour.throws);
      if ('hangs' in behaviour) {
        if (behaviour.hangs === 'call') return new Promise<never>(() => {});
        // The call answers, then the stream never sends a byte.
        return new ReadableStream<Uint8Array>({ pull: () => new Promise<void>(() => {}) });
      }
      return tokenStream(behaviour.tokens);
    },
  };
  return { ai: ai as unknown as ChatAi & Ai, calls };
}

/** The assistant's API under /api, as the worker mounts it, for `user` (null: signed out). */
export function assistantApp(user: SessionUser | null, modelTimeoutMs = 20_000) {
  return new Hono<AppEnv>()
    .use('/api/*', async (c, next) => {
      c.set('db', createDb(c.env.DB));
      c.set('user', user);
      await next();
    })
    .route('/api', createAssistantApi({ modelTimeoutMs }));
}

let address = 0;
/** A fresh caller address per test, so rate-limit counters never carry over between tests. */
export const freshAddress = () => `203.0.113.${(++address % 250) + 1}-${Date.now().toString(36)}`;

/** POSTs a message to an assistant app with the fake AI bound. */
export function chatWithAi(app: ReturnType<typeof assistantApp>, ai: Ai, body: unknown): Promise<Response> {
  return Promise.resolve(
    app.request(
      '/api/chat',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshAddress() },
        body: JSON.stringify(body),
      },
      { ...env, AI: ai },
    ),
  );
}
