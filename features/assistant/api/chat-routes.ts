// POST /api/chat: checks size, shape and the rate limit, retrieves the catalog items and the profile, then streams
// the answer as server-sent events (see shared/chat-events.ts): from the model when the AI binding is there,
// from the catalog alone when it is not.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { badRequest } from '@quadkit/core/server/errors';
import { callerKey, hitRateLimit } from '@quadkit/core/server/rate-limit';
import { validate } from '@quadkit/core/server/validate';
import { type ChatEvent, eventFrame } from '../shared/chat-events';
import { chatBody } from '../shared/chat-input';
import { BODY_MAX_BYTES, CHAT_MESSAGES, CHAT_RATE_LIMIT, MODEL_TIMEOUT_MS } from '../shared/chat-rules';
import { type AnswerInput, catalogAnswer, modelAnswer } from './answers';
import { loadProfile } from './profile';
import { understand } from '@quadkit/core/server/search/engine';
import { retrieve } from './retrieval';

export interface AssistantOptions {
  /** How long the model may take for a whole answer (tests shorten it). */
  modelTimeoutMs?: number;
}

export function createAssistantApi({ modelTimeoutMs = MODEL_TIMEOUT_MS }: AssistantOptions = {}) {
  return new Hono<AppEnv>().post(
    '/chat',
    // Refused before parsing: the declared length, or the bytes as they arrive when no length is declared.
    bodyLimit({
      maxSize: BODY_MAX_BYTES,
      onError: (c) => c.json(badRequest(CHAT_MESSAGES.bodyTooLarge).toBody(), 400),
    }),
    validate('json', chatBody),
    async (c) => {
      const user = c.var.user;
      await hitRateLimit(c.var.db, CHAT_RATE_LIMIT, callerKey(c, user?.id));
      const { message, history } = c.req.valid('json');
      const profile = user ? await loadProfile(c.var.db, user.id) : null;
      // A message with no searchable words ("hi!") is grounded in the student's interests instead.
      const interestsText = profile?.interests.join(' ') ?? '';
      const interests = interestsText ? understand(interestsText) : null;
      const asked = understand(message);
      const text = asked.words.length > 0 ? message : interestsText;
      const question = asked.words.length > 0 || !interests ? asked : interests;
      const items = await retrieve(c.var.db, question, text, profile, interests, c.var.locale);
      const input: AnswerInput = { message, history, items, profile, locale: c.var.locale };
      const ai = c.env.AI;
      const deadline = Date.now() + modelTimeoutMs;
      const events: AsyncIterable<ChatEvent> | Iterable<ChatEvent> = ai
        ? modelAnswer(ai, input, deadline)
        : catalogAnswer(input);
      c.header('Cache-Control', 'no-store');
      return streamSSE(c, async (stream) => {
        for await (const event of events) {
          if (stream.aborted) return;
          await stream.writeSSE(eventFrame(event));
        }
      });
    },
  );
}
