// The toolkits source of search: public toolkits whose title or description contains the whole query,
// case-insensitively, title matches first. Browse's search runs it in its shared batch and marks the hits.
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '@quadkit/core/server/db';
import { toolkits } from './schema';

export type ToolkitSearchRow = Pick<typeof toolkits.$inferSelect, 'id' | 'title' | 'description' | 'emoji'>;

/**
 * `column` contains `text`, ignoring (ASCII) letter case, like LIKE does. Not LIKE itself: D1 refuses LIKE
 * patterns over 50 bytes ("pattern too complex"), which a 200-character query exceeds, and instr() has no
 * wildcards, so % and _ in the query are plain characters without any escaping.
 */
const contains = (column: SQLiteColumn, text: string): SQL<boolean> =>
  sql<boolean>`instr(lower(${column}), lower(${text})) > 0`;

/**
 * The statement, whose raw rows carry the column names id, title, description and emoji (the ToolkitSearchRow
 * keys). With an empty query every public toolkit qualifies: featured first, then by title.
 */
export function publicToolkitsMatching(db: Db, query: string, limit: number): SQL {
  const inTitle = contains(toolkits.title, query);
  return db
    .select({ id: toolkits.id, title: toolkits.title, description: toolkits.description, emoji: toolkits.emoji })
    .from(toolkits)
    .where(
      and(eq(toolkits.visibility, 'public'), query ? or(inTitle, contains(toolkits.description, query)) : undefined),
    )
    .orderBy(...(query ? [desc(inTitle)] : []), desc(toolkits.isFeatured), asc(toolkits.title))
    .limit(limit)
    .getSQL();
}
