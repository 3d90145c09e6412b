// Infix matches ('cholar' finds Scholarship): the trigram index of migration 0010 over titles, category names
// and tags, asked only when no word begins with the query. Every term of 3 or more characters must occur;
// ranked by bm25 (title first) over the first RANK_WINDOW matches, as the word search is.
import { sql, type SQL } from 'drizzle-orm';
import type { SearchResult } from '../../shared/search-responses';
import type { Planned } from '../raw-batch';
import { markedInWorker, markInfixes } from './search-marks';
import type { ResourceSearchRow } from './search-resource-rows';
import { exactChecks, RANK_WINDOW, type ResourceFilters } from './search-resources';

/** A trigram index cannot look up fewer than 3 characters. */
export const INFIX_MIN_LENGTH = 3;

/** `"cholar" AND "ship"`, or undefined when a term is too short for the trigram index. */
export function infixMatch(terms: readonly string[]): string | undefined {
  if (terms.length === 0 || terms.some((t) => [...t].length < INFIX_MIN_LENGTH)) return undefined;
  return terms.map((t) => `"${t}"`).join(' AND ');
}

/**
 * The statement (for a db.batch) and how to read its rows; undefined when a term is too short. While a `guard`
 * (SQL) is false the rowid bound is 0 and the trigram index reads nothing.
 */
export function infixStatement(terms: readonly string[], filters: ResourceFilters, guard?: SQL) {
  const match = infixMatch(terms);
  if (!match) return undefined;
  const exact = exactChecks(filters);
  const bound = sql`coalesce(
        (select rowid from resources_trigram where resources_trigram match ${match}
          limit 1 offset ${RANK_WINDOW - 1}),
        ${sql.raw('9223372036854775807')})`;
  const query = sql`
    select r.id, r.title, r.description, r.category, r.tags, r.url, r.image,
      c.name as categoryName, c.table_name as tableName
    from resources_trigram
    cross join resources r on r.seq = resources_trigram.rowid
    join categories c on c.slug = r.category
    where resources_trigram match ${match}
      and rank match 'bm25(10.0, 3.0)'
      and resources_trigram.rowid <= ${guard ? sql`case when ${guard} then ${bound} else 0 end` : bound}
      ${sql.join(exact, sql` `)}
    order by rank
    limit ${filters.limit}`;
  const folded = terms.map((t) => t.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC'));
  const read = (rows: unknown[]): SearchResult[] =>
    (rows as ResourceSearchRow[]).map((row) => markedInWorker(row, (text) => markInfixes(text, folded)));
  return { query, read } satisfies Planned<SearchResult[]>;
}
