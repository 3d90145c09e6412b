// The site-wide notice an admin sets on the 'system' channel (e.g. for maintenance).
import * as z from 'zod';

export const NOTICE_MAX = 280;

export const NOTICE_MESSAGES = {
  noticeEmpty: 'The notice cannot be empty.',
  noticeLong: 'The notice must be at most 280 characters long.',
} as const;

export const setNoticeBody = z.object({
  text: z.string().trim().min(1, NOTICE_MESSAGES.noticeEmpty).max(NOTICE_MAX, NOTICE_MESSAGES.noticeLong),
});
