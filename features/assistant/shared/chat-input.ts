// The body of POST /api/chat: the new message and the earlier turns, as one zod schema for API and panel.
import * as z from 'zod';
import { CHAT_MESSAGES as M, HISTORY_MAX, MESSAGE_MAX } from './chat-rules';

const message = z.string({ error: 'message is text' }).trim().min(1, M.messageBlank).max(MESSAGE_MAX, M.messageTooLong);

/** A chat message (docs/product.md#records): role and content. Earlier turns are capped like a message, but may be empty answers. */
export const chatTurn = z.strictObject({
  role: z.enum(['user', 'assistant'], { error: "role is 'user' or 'assistant'" }),
  content: z.string({ error: 'content is text' }).max(MESSAGE_MAX, M.messageTooLong),
});

export const chatBody = z.strictObject(
  {
    message,
    history: z
      .array(chatTurn, { error: 'history is a list of messages' })
      .max(HISTORY_MAX, M.historyTooLong)
      .default([]),
  },
  { error: 'Send { message, history }.' },
);

export type ChatTurn = z.infer<typeof chatTurn>;
export type ChatInput = z.input<typeof chatBody>;
