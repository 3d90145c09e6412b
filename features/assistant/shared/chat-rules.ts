// The Study Assistant's limits and fixed texts, shared by the API and the panel (docs/product.md#study-assistant).
import { groupThousands } from '@quadkit/core/shared/plain-format';

/** A message is 1 to 2,000 characters after trimming. */
export const MESSAGE_MAX = 2000;
/** At most this many earlier turns travel with a message. */
export const HISTORY_MAX = 10;
/** The whole request body, checked before it is parsed. */
export const BODY_MAX_BYTES = 8 * 1024;
/** Messages per caller (user, or address when signed out) per window. */
export const CHAT_RATE_LIMIT = { name: 'chat', limit: 20, windowMs: 10 * 60 * 1000, what: 'messages' } as const;
/** How long the model may take for a whole answer. */
export const MODEL_TIMEOUT_MS = 20_000;

export const CHAT_MESSAGES = {
  /** The chat's failure text (docs/product.md#study-assistant). */
  failure: "I'm sorry, I'm having trouble connecting right now. Please try again later.",
  messageBlank: 'Type a message first.',
  messageTooLong: `A message is at most ${groupThousands(MESSAGE_MAX)} characters.`,
  historyTooLong: `Only the last ${HISTORY_MAX} messages of a conversation can be sent.`,
  bodyTooLarge: `The conversation is too long to send (at most ${BODY_MAX_BYTES / 1024} KB). Start a new one.`,
  /** The local path's honest label: no model ran. */
  catalogLabel: 'Catalog matches (AI answers are on in production)',
} as const;
