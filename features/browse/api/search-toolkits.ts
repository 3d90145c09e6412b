// The toolkits source of search, not filtered by category or tag: the toolkits package finds public toolkits
// containing the whole query (@quadkit/toolkits/server); this marks the hits as search results.
import type { Db } from '@quadkit/core/server/db';
import { hasHit, markSubstring, type Planned } from '@quadkit/core/server/search/engine';
import { publicToolkitsMatching, type ToolkitSearchRow } from '@quadkit/toolkits/server';
import type { SearchField, SearchResult } from '../shared/search-responses';

function toResult(row: ToolkitSearchRow, query: string): SearchResult {
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

/** The statement (for the search's shared batch) and how to read its rows. */
export function toolkitsStatement(db: Db, query: string, limit: number): Planned<SearchResult[]> {
  return {
    query: publicToolkitsMatching(db, query, limit),
    read: (rows) => (rows as ToolkitSearchRow[]).map((row) => toResult(row, query)),
  };
}
