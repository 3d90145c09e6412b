// What other packages may read of the toolkits package's data (@quadkit/toolkits/server): its tables stay its own.
// Functions that return a query builder leave running it to the caller, so it can join a D1 batch.
import { and, asc, count, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { bookmarks, toolkitResources, toolkits } from './schema';

export { publicToolkitsMatching, type ToolkitSearchRow } from './toolkit-search';

/** SQL that holds while a toolkit of this id exists (a guard for another package's write in the same batch). */
export const toolkitExists = (id: string): SQL => sql`EXISTS (SELECT 1 FROM ${toolkits} WHERE ${toolkits.id} = ${id})`;

/** When each of these toolkits was made. */
export const toolkitCreatedAt = (db: Db, ids: readonly string[]) =>
  db
    .select({ id: toolkits.id, at: toolkits.createdAt })
    .from(toolkits)
    .where(inArray(toolkits.id, [...ids]));

/** How many bookmarks each of these ids (a resource or a toolkit) has; ids without one are left out. */
export const bookmarkCounts = (db: Db, ids: readonly string[]) =>
  db
    .select({ id: bookmarks.resourceId, n: count() })
    .from(bookmarks)
    .where(inArray(bookmarks.resourceId, [...ids]))
    .groupBy(bookmarks.resourceId);

/** What a user has saved: resource and toolkit ids with their kind. */
export const savedItemsOf = (db: Db, userId: string) =>
  db.select({ id: bookmarks.resourceId, type: bookmarks.type }).from(bookmarks).where(eq(bookmarks.userId, userId));

/** Public toolkits that are not the user's own, each with its tools' ids. */
export async function candidateToolkits(db: Db, userId: string) {
  const rows = await db
    .select({
      id: toolkits.id,
      title: toolkits.title,
      description: toolkits.description,
      emoji: toolkits.emoji,
      resourceId: toolkitResources.resourceId,
    })
    .from(toolkits)
    .innerJoin(toolkitResources, eq(toolkitResources.toolkitId, toolkits.id))
    .where(and(eq(toolkits.visibility, 'public'), or(isNull(toolkits.userId), ne(toolkits.userId, userId))))
    .orderBy(asc(toolkits.id), asc(toolkitResources.position));
  const byId = new Map<string, { id: string; title: string; description: string; emoji: string; tools: string[] }>();
  for (const { resourceId, ...toolkit } of rows) {
    const entry = byId.get(toolkit.id) ?? { ...toolkit, tools: [] };
    entry.tools.push(resourceId);
    byId.set(toolkit.id, entry);
  }
  return [...byId.values()];
}
