// Fixed-window request counters shared by every rate limit (posts, chat, events, submissions, ...).
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const rateLimitCounters = sqliteTable(
  'rate_limit_counters',
  {
    /** What is limited and for whom, e.g. "chat:user:<id>" or "events:addr:<ip>". */
    key: text('key').notNull(),
    /** Start of the window in epoch ms (a multiple of the window length). */
    windowStart: integer('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
