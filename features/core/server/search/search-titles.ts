// Title matches for ranking: resources whose title equals the query or begins with it (letter case ignored),
// found through the lower(title) index of migration 0010. The exact title sorts first because a string sorts
// before every longer string it begins.
import { sql, type SQL } from 'drizzle-orm';
import type { SearchResult } from '../../shared/search-responses';
import type { Planned } from '../raw-batch';
import { markedInWorker, markWordPrefixes } from './search-marks';
import type { ResourceSearchRow } from './search-resource-rows';
import { hasTag, type ResourceFilters } from './search-resources';

/** The query as a title is compared: trimmed, inner spaces collapsed, lower case (as SQLite's lower()). */
export const titleKey = (q: string) => q.trim().replace(/\s+/g, ' ').toLowerCase();

/** The highest code point: `key || char(1114111)` is above every string that begins with `key`. */
const TOP = sql.raw('char(1114111)');

/** Which rows are title matches (equal to the query, or beginning with it), filters included. */
function titleMatch(key: string, filters: ResourceFilters): SQL {
  const exact: SQL[] = [];
  if (filters.category) exact.push(sql`and r.category = ${filters.category}`);
  for (const tag of filters.tags) exact.push(sql`and ${hasTag(sql`r.tags`, tag)}`);
  // One letter is too broad for a prefix: only the exact title then.
  const range = [...key].length > 1 ? sql`lower(r.title) >= ${key} and lower(r.title) < ${key} || ${TOP}` : undefined;
  return sql`${range ?? sql`lower(r.title) = ${key}`} ${sql.join(exact, sql` `)}`;
}

/**
 * True (as SQL) while title matches do not fill the page: the word stage's guard, so FTS5 ranks nothing when
 * every result shown would be a title match anyway. Walks the title index for at most `limit` rows.
 */
export function titlesLeaveRoom(q: string, filters: ResourceFilters): SQL | undefined {
  const key = titleKey(q);
  if (!key) return undefined;
  return sql`(select count(*) from (select 1 from resources r where ${titleMatch(key, filters)} limit ${filters.limit})) < ${filters.limit}`;
}

/** The statement (for a db.batch) and how to read its rows; undefined when the query has no text. */
export function titleStatement(q: string, terms: readonly string[], filters: ResourceFilters) {
  const key = titleKey(q);
  if (!key) return undefined;
  const query = sql`
    select r.id, r.title, r.description, r.category, r.tags, r.url, r.image,
      c.name as categoryName, c.table_name as tableName
    from resources r
    join categories c on c.slug = r.category
    where ${titleMatch(key, filters)}
    order by lower(r.title)
    limit ${filters.limit}`;
  const read = (rows: unknown[]): SearchResult[] =>
    (rows as ResourceSearchRow[]).map((row) => markedInWorker(row, (text) => markWordPrefixes(text, terms)));
  return { query, read } satisfies Planned<SearchResult[]>;
}
