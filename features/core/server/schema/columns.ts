// Column helpers shared by every schema file: timestamps in ms and JSON text arrays.
import { integer, text } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';

/** Creation time in epoch milliseconds, filled by SQLite when the insert leaves it out. */
export const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

export const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

/** A list of strings stored as a JSON array (tags, goal ids, interests). */
export const stringList = (name: string) => text(name, { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`);
