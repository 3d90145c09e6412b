// The overlay's sort (docs/product.md#search-overlay: newest, bookmarks, views): reorders the results already found, best match first among
// equals. One more D1 round trip, only when a sort other than relevance is asked for.
import { inArray } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { bookmarkCounts, toolkitCreatedAt } from '@quadkit/toolkits/server';
import { viewCounts } from '@quadkit/trending/server';
import { resources } from '@quadkit/core/server/schema';
import type { SearchSort } from '../shared/search-request';
import type { SearchResult } from '../shared/search-responses';

/** A number per result id (higher first); results without one count as 0. */
async function scores(db: Db, results: readonly SearchResult[], sort: Exclude<SearchSort, 'relevance'>) {
  const resourceIds = results.filter((r) => r.kind === 'resource').map((r) => r.id);
  const toolkitIds = results.filter((r) => r.kind === 'toolkit').map((r) => r.id);
  const ids = [...resourceIds, ...toolkitIds];
  const byId = new Map<string, number>();
  if (sort === 'newest') {
    // inArray of an empty list is `false`: a kind with no results simply answers no rows.
    const [resourceRows, toolkitRows] = await db.batch([
      db
        .select({ id: resources.id, at: resources.createdAt })
        .from(resources)
        .where(inArray(resources.id, resourceIds)),
      toolkitCreatedAt(db, toolkitIds),
    ]);
    for (const row of [...resourceRows, ...toolkitRows]) byId.set(row.id, row.at.getTime());
  } else if (sort === 'bookmarks') {
    const rows = await bookmarkCounts(db, ids);
    for (const row of rows) byId.set(row.id, row.n);
  } else {
    const rows = await viewCounts(db, ids);
    for (const row of rows) if (row.id) byId.set(row.id, row.n);
  }
  return byId;
}

export async function sortResults(db: Db, results: SearchResult[], sort: SearchSort): Promise<SearchResult[]> {
  if (sort === 'relevance' || results.length < 2) return results;
  const byId = await scores(db, results, sort);
  // Array.prototype.sort is stable: equal scores keep the relevance order.
  return [...results].sort((a, b) => (byId.get(b.id) ?? 0) - (byId.get(a.id) ?? 0));
}
