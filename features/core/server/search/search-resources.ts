// The resources source of search when there is text: FTS5 matches ranked by bm25, best first, with the hits
// highlighted by FTS5 itself. Category and tag filters are phrases of the match and exact checks on the row.
import { sql, type SQL } from 'drizzle-orm';
import type { CategorySlug } from '../../catalog/categories';
import type { SearchResult } from '../../shared/search-responses';
import type { Planned } from '../raw-batch';
import { markedResult, type MarkedResourceRow } from './search-resource-rows';

export interface ResourceFilters {
  category?: CategorySlug | undefined;
  tags: readonly string[];
  limit: number;
}

/** bm25 weights for title, description, category, tags: a title hit counts most. */
const RANK = 'bm25(10.0, 1.0, 2.0, 3.0)';
/** Tokens in the description excerpt (FTS5 allows up to 64). */
const SNIPPET_TOKENS = 24;
/**
 * At most this many matches are ranked: the first ones in catalog order (the curated catalog comes first).
 * bm25 costs time for every row it scores, and a word found in most of 100,000 resources would otherwise
 * take far longer than the whole request budget; a query with fewer matches is ranked over all of them.
 */
export const RANK_WINDOW = 1000;
/** No window bound: fewer matches than the window. */
const MAX_ROWID = sql.raw('9223372036854775807');

/** The resource carries the tag (same tag, any letter case). */
export const hasTag = (tagsJson: SQL, tag: string) =>
  sql`exists (select 1 from json_each(${tagsJson}) where value = ${tag} collate nocase)`;

/** The filters as exact checks on the row `r` (each `and …`): what the filter phrases of a match let through. */
export function exactChecks(filters: ResourceFilters): SQL[] {
  const exact: SQL[] = [];
  if (filters.category) exact.push(sql`and r.category = ${filters.category}`);
  for (const tag of filters.tags) exact.push(sql`and ${hasTag(sql`r.tags`, tag)}`);
  return exact;
}

/**
 * One statement. The subquery finds the last rowid of the window (only rowids, no scoring), `rowid <=` it
 * bounds the rows FTS5 scores, and FTS5 answers ORDER BY rank itself (weights through `rank MATCH`), handing
 * rows over best first: the join, the exact filters and highlight()/snippet() run only until `limit` rows
 * pass, never for the whole match set. The exact filters only drop rows the filter phrases let through.
 * A `guard` stops FTS5 before it reads anything: while it is false the rowid bound is 0, below every row, so
 * FTS5 neither scores nor counts anything (the title stage uses it when its own matches already fill the page).
 * It sits in the bound, not in a one-row table joined in front of resources_fts: as the outer loop of a join
 * it made SQLite run the window subquery five times over (rows read 5,000 instead of 1,058, twice the time).
 */
export function textStatement(
  { match, terms, guard }: { match: string; terms: readonly string[]; guard?: SQL | undefined },
  filters: ResourceFilters,
) {
  const exact: SQL[] = [];
  if (filters.category) exact.push(sql`and r.category = ${filters.category}`);
  for (const tag of filters.tags) exact.push(sql`and ${hasTag(sql`r.tags`, tag)}`);
  const bound = sql`coalesce(
        (select rowid from resources_fts where resources_fts match ${match} limit 1 offset ${RANK_WINDOW - 1}),
        ${MAX_ROWID})`;
  const query = sql`
    select r.id, r.title, r.description, r.category, r.tags, r.url, r.image,
      c.name as categoryName, c.table_name as tableName,
      highlight(resources_fts, 0, char(1), char(2)) as titleMarked,
      snippet(resources_fts, 1, char(1), char(2), '…', ${SNIPPET_TOKENS}) as descriptionMarked,
      highlight(resources_fts, 2, char(1), char(2)) as categoryMarked,
      highlight(resources_fts, 3, char(1), char(2)) as tagsMarked
    from resources_fts
    cross join resources r on r.seq = resources_fts.rowid
    join categories c on c.slug = r.category
    where resources_fts match ${match}
      and rank match ${RANK}
      and resources_fts.rowid <= ${guard ? sql`case when ${guard} then ${bound} else 0 end` : bound}
      ${sql.join(exact, sql` `)}
    order by rank
    limit ${filters.limit}`;
  const read = (rows: unknown[]): SearchResult[] =>
    (rows as MarkedResourceRow[]).map((row) => markedResult(row, terms));
  return { query, read } satisfies Planned<SearchResult[]>;
}
