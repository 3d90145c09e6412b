// The toolkits source of search: public toolkits whose title or description contains the whole query,
// case-insensitively, title matches first; not filtered by category or tag.
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '@quadkit/core/server/db';
import { toolkits } from '@quadkit/core/server/schema';
import type { SearchField, SearchResult } from '../shared/search-responses';
import { hasHit, markSubstring, type Planned } from '@quadkit/core/server/search/engine';

/**
 * `column` contains `text`, ignoring (ASCII) letter case, like LIKE does. Not LIKE itself: D1 refuses LIKE
 * patterns over 50 bytes ("pattern too complex"), which a 200-character query exceeds, and instr() has no
 * wildcards, so % and _ in the query are plain characters without any escaping.
 */
const contains = (column: SQLiteColumn, text: string): SQL<boolean> =>
  sql<boolean>`instr(lower(${column}), lower(${text})) > 0`;

type ToolkitRow = Pick<typeof toolkits.$inferSelect, 'id' | 'title' | 'description' | 'emoji'>;

function toResult(row: ToolkitRow, query: string): SearchResult {
  const title = query ? markSubstring(row.title, query) : [{ text: row.title, hit: false }];
  const description = query ? markSubstring(row.description, query) : [{ text: row.description, hit: false }];
  const fields: SearchField[] = [];
  if (hasHit(title)) fields.push('title');
  if (hasHit(description)) fields.push('description');
  return {
    id: row.id,
    kind: 'toolkit',
    title: row.title,
    description: row.description,
    category: null,
    categoryName: null,
    tableName: null,
    url: null,
    tags: [],
    image: null,
    emoji: row.emoji,
    matches: { fields, title, description, tags: [] },
  };
}

/**
 * The statement (for the search's shared batch) and how to read its rows. With an empty query (type=toolkit
 * alone) every public toolkit qualifies: featured first, then by title.
 */
export function toolkitsStatement(db: Db, query: string, limit: number): Planned<SearchResult[]> {
  const inTitle = contains(toolkits.title, query);
  // Built with the query builder for its SQL only: the raw rows carry the column names id, title, description
  // and emoji, which are also the selected keys.
  const built = db
    .select({ id: toolkits.id, title: toolkits.title, description: toolkits.description, emoji: toolkits.emoji })
    .from(toolkits)
    .where(
      and(eq(toolkits.visibility, 'public'), query ? or(inTitle, contains(toolkits.description, query)) : undefined),
    )
    .orderBy(...(query ? [desc(inTitle)] : []), desc(toolkits.isFeatured), asc(toolkits.title))
    .limit(limit);
  return { query: built.getSQL(), read: (rows) => (rows as ToolkitRow[]).map((row) => toResult(row, query)) };
}
