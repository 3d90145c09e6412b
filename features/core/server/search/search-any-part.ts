// Rows matching any of several FTS5 parts, those matching the most parts first (Meilisearch's and Algolia's
// optional words): relaxation's candidates. Not bm25: its document counts read every row of every part's doclist
// (a common word such as 'free' is in most rows), and FTS5's highlight() on the chosen rows re-opens the whole OR
// for each row; together they cost 10-30 ms at 100,000 resources. Here each part reads only the rows of the window
// (the first RANK_WINDOW matches of the OR, catalog order, as the word search does), SQLite counts them per row,
// and only the best `limit` rows are joined. Their highlights are the caller's (only for the rows it shows). The parts come as one JSON
// array joined to the index (one MATCH per part), not as a UNION: D1 refuses compound SELECTs of many terms.
import { sql, type SQL } from 'drizzle-orm';
import type { Planned } from '../raw-batch';
import type { ResourceSearchRow } from './search-resource-rows';
import { exactChecks, RANK_WINDOW, type ResourceFilters } from './search-resources';
import { buildMatch } from './search-terms';

const MAX_ROWID = sql.raw('9223372036854775807');

/**
 * One statement. `parts` are FTS5 expressions (each already safe, see search-terms.ts); the filters narrow each
 * part and are checked exactly on the rows. `guard`, when given, is SQL that must hold for anything to be read
 * (false: the window bound is 0 and no part reads a row).
 */
export function anyPartStatement(
  { parts, guard }: { parts: readonly string[]; guard?: SQL | undefined },
  filters: ResourceFilters,
): Planned<ResourceSearchRow[]> {
  const filter = buildMatch([], filters);
  const narrowed = parts.map((part) => (filter ? `(${part}) AND ${filter}` : part));
  const any = narrowed.length === 1 ? narrowed[0] : narrowed.map((part) => `(${part})`).join(' OR ');
  const window = sql`coalesce(
        (select rowid from resources_fts where resources_fts match ${any} limit 1 offset ${RANK_WINDOW - 1}),
        ${MAX_ROWID})`;
  const exact = exactChecks(filters);
  // Filters are checked before the cut, so rows they reject never take a place among the best.
  const counted = exact.length
    ? sql`select h.id, count(*) as n from hits h cross join resources r on r.seq = h.id where 1 ${sql.join(exact, sql` `)}
        group by h.id order by n desc, h.id`
    : sql`select id, count(*) as n from hits group by id order by n desc, id`;
  const query = sql`
    with w(b) as (select ${guard ? sql`case when ${guard} then ${window} else 0 end` : window}),
    hits(id) as (
      select f.rowid from json_each(${JSON.stringify(narrowed)}) p
      cross join resources_fts f
      where f.resources_fts match p.value and f.rowid <= (select b from w)),
    best(id, n) as (${counted} limit ${filters.limit})
    select r.id, r.title, r.description, r.category, r.tags, r.url, r.image,
      c.name as categoryName, c.table_name as tableName
    from best
    cross join resources r on r.seq = best.id
    join categories c on c.slug = r.category
    order by best.n desc, best.id`;
  return { query, read: (rows) => rows as ResourceSearchRow[] };
}
