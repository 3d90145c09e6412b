// zod schemas of the moderation calls and the board's query, shared by the API and the screens.
import { z } from 'zod';
import { REASON_MAX } from './post-rules';

export const BOARD_PAGE_SIZE = 9;
/** Far more pages than the board will ever have; anything past it is a bad request, not a huge OFFSET. */
export const BOARD_PAGE_MAX = 1000;
export const BOARD_QUERY_MAX = 200;

export const boardQuery = z.strictObject({
  q: z.string().trim().max(BOARD_QUERY_MAX).optional(),
  tag: z.string().trim().max(100).optional(),
  page: z.coerce
    .number('page: must be a whole number from 1.')
    .int('page: must be a whole number from 1.')
    .min(1, 'page: must be a whole number from 1.')
    .max(BOARD_PAGE_MAX, `page: must be at most ${BOARD_PAGE_MAX}.`)
    .default(1),
});

/** Bundled article slugs and post UUIDs alike. */
export const articleIdParam = z.object({ id: z.string().min(1).max(100) });

export const decisionBody = z.strictObject({
  reason: z
    .string('reason: must be text.')
    .trim()
    .max(REASON_MAX, `reason: must be at most ${REASON_MAX} characters.`)
    .optional(),
});
