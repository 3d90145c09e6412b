// Per-user write limits and caps of toolkits and bookmarks, on core's shared limiter and cap helper.
import type { Context } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { hitRateLimit } from '@quadkit/core/server/rate-limit';
import { MAX_COPIES_PER_HOUR } from '../shared/toolkit-rules';

const HOUR_MS = 60 * 60 * 1000;

export const TOOLKIT_WRITES = { name: 'toolkit-write', limit: 120, windowMs: HOUR_MS, what: 'toolkit changes' };
export const TOOLKIT_COPIES = { name: 'toolkit-copy', limit: MAX_COPIES_PER_HOUR, windowMs: HOUR_MS, what: 'copies' };
export const BOOKMARK_WRITES = { name: 'bookmark-write', limit: 600, windowMs: HOUR_MS, what: 'bookmark changes' };

/** Counts one toolkit create, update or delete of the signed-in user; 429 past the hour's limit. */
export const limitToolkitWrite = (c: Context<AppEnv>, userId: string) =>
  hitRateLimit(c.var.db, TOOLKIT_WRITES, `user:${userId}`);

/** Counts one bookmark add, sync or remove of the signed-in user; 429 past the hour's limit. */
export const limitBookmarkWrite = (c: Context<AppEnv>, userId: string) =>
  hitRateLimit(c.var.db, BOOKMARK_WRITES, `user:${userId}`);

/** Counts one 'Make a copy' of the signed-in user (on top of the toolkit write it also is); 429 past the hour's. */
export const limitToolkitCopy = (c: Context<AppEnv>, userId: string) =>
  hitRateLimit(c.var.db, TOOLKIT_COPIES, `user:${userId}`);
