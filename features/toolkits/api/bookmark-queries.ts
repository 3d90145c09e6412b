// Bookmark reads and writes, always limited to the caller's own rows (user_id = ? in every statement).
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import type { PageRequest } from '@quadkit/core/server/pagination';
import { toResource } from '@quadkit/core/server/resource-row';
import { resources } from '@quadkit/core/server/schema';
import { bookmarks, toolkits } from './schema';
import type { BookmarkType } from '../shared/bookmark-input';
import type { Bookmark, SavedBookmark } from '../shared/bookmark-responses';
import { newerRowFirst, summaryColumns, toolRowsQuery, toSummaries, visibleTo } from './toolkit-queries';

type BookmarkRow = typeof bookmarks.$inferSelect;

export const toBookmark = (row: BookmarkRow): Bookmark => ({
  id: row.id,
  resourceId: row.resourceId,
  type: row.type,
  createdAt: row.createdAt.toISOString(),
});

const itemsOfType = (db: Db, userId: string, type: BookmarkType) =>
  db
    .select({ id: bookmarks.resourceId })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.type, type)));

/**
 * The user's bookmarks, newest first, each with its item resolved, in one D1 round trip. A bookmarked
 * toolkit that was deleted or made private by its owner resolves to null.
 */
export async function listBookmarks(
  db: Db,
  userId: string,
  page: PageRequest = { limit: -1, offset: 0 },
): Promise<SavedBookmark[]> {
  const savedToolkits = and(inArray(toolkits.id, itemsOfType(db, userId, 'toolkit')), visibleTo(userId));
  const [rows, resourceRows, toolkitRows, toolRows] = await db.batch([
    db
      .select()
      .from(bookmarks)
      .where(eq(bookmarks.userId, userId))
      .orderBy(desc(bookmarks.createdAt), newerRowFirst(bookmarks))
      // limit -1 is SQLite's "no limit" (sync answers the whole list); a page asks for one row more.
      .limit(page.limit < 0 ? -1 : page.limit + 1)
      .offset(page.offset),
    db
      .select()
      .from(resources)
      .where(inArray(resources.id, itemsOfType(db, userId, 'resource'))),
    db.select(summaryColumns).from(toolkits).where(savedToolkits),
    toolRowsQuery(db, db.select({ id: toolkits.id }).from(toolkits).where(savedToolkits)),
  ]);
  const resourceById = new Map(resourceRows.map((row) => [row.id, toResource(row)]));
  const toolkitById = new Map(toSummaries(toolkitRows, toolRows, userId).map((summary) => [summary.id, summary]));
  return rows.map((row): SavedBookmark => {
    const bookmark = toBookmark(row);
    return bookmark.type === 'resource'
      ? { ...bookmark, type: 'resource', item: resourceById.get(row.resourceId) ?? null }
      : { ...bookmark, type: 'toolkit', item: toolkitById.get(row.resourceId) ?? null };
  });
}

/** Deletes the caller's own bookmark of this item; false when they had none. */
export async function removeBookmark(db: Db, userId: string, type: BookmarkType, resourceId: string): Promise<boolean> {
  const deleted = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.type, type), eq(bookmarks.resourceId, resourceId)))
    .returning({ id: bookmarks.id });
  return deleted.length > 0;
}

/** How many bookmarks the user has (the per-user cap counts these). */
export async function countBookmarks(db: Db, userId: string): Promise<number> {
  const row = await db.select({ n: count() }).from(bookmarks).where(eq(bookmarks.userId, userId)).get();
  return row?.n ?? 0;
}
