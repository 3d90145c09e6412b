// zod schemas of the moderation calls and the board's query, shared by the API and the screens.
import * as z from 'zod';
import { BOARD_PAGE_MAX, BOARD_QUERY_MAX, BOARD_TAG_MAX } from './board-limits';
import { REASON_MAX } from './post-rules';

export const boardQuery = z.strictObject({
  q: z.string().trim().max(BOARD_QUERY_MAX).optional(),
  tag: z.string().trim().max(BOARD_TAG_MAX).optional(),
  page: z.coerce
    .number('Must be a whole number from 1.')
    .int('Must be a whole number from 1.')
    .min(1, 'Must be a whole number from 1.')
    .max(BOARD_PAGE_MAX, `Must be at most ${BOARD_PAGE_MAX}.`)
    .default(1),
});

/** Bundled article slugs and post UUIDs alike. */
export const articleIdParam = z.object({ id: z.string().min(1).max(100) });

export const decisionBody = z.strictObject({
  reason: z.string('Must be text.').trim().max(REASON_MAX, `Must be at most ${REASON_MAX} characters.`).optional(),
});
