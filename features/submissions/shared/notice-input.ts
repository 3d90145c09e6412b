// The site-wide notice an admin sets on the 'system' channel (e.g. for maintenance).
import { z } from 'zod';

export const NOTICE_MAX = 280;

export const setNoticeBody = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'The notice cannot be empty.')
    .max(NOTICE_MAX, 'The notice must be at most 280 characters long.'),
});
