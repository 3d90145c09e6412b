// Whether any row has every word (filters included): what decides if the later stages are wanted. Statements sent
// ahead in the first round trip (relaxation, infix) read nothing while it holds, and a one-row statement tells the
// worker whether it held, so their empty answers are known to be real ones.
import { sql, type SQL } from 'drizzle-orm';
import type { Planned } from '../raw-batch';
import { exactChecks, type ResourceFilters } from './search-resources';

/** SQL: some row matches `match` (every word) and passes the exact filters. */
export function wordsMatchSomeRow(match: string, filters: ResourceFilters): SQL {
  const exact = exactChecks(filters);
  if (exact.length === 0) return sql`exists (select 1 from resources_fts where resources_fts match ${match})`;
  return sql`exists (select 1 from resources_fts f cross join resources r on r.seq = f.rowid
    where f.resources_fts match ${match} ${sql.join(exact, sql` `)})`;
}

/** The same as a one-row statement: true when some row has every word. */
export function wordsMatchStatement(matched: SQL): Planned<boolean> {
  return {
    query: sql`select ${matched} as matched`,
    read: (rows) => Boolean((rows[0] as { matched?: number } | undefined)?.matched),
  };
}
