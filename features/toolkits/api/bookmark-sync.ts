// POST /api/bookmarks/sync: pushes a signed-out user's local bookmarks to the server after sign-in, in one
// batch, so none is lost. Repeats, unknown ids and items already saved are skipped and reported back.
import { and, inArray } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { bookmarks, toolkits } from './schema';
import { resources, userInteractions } from '@quadkit/core/server/schema';
import type { BookmarkType, SyncBookmarkItem } from '../shared/bookmark-input';
import type { SkippedBookmark } from '../shared/bookmark-responses';
import { visibleTo } from './toolkit-queries';

/** D1 binds at most 100 parameters per statement: ids per lookup, and rows per insert (5 and 4 columns). */
const IDS_PER_LOOKUP = 90;
const BOOKMARKS_PER_INSERT = 20;
const INTERACTIONS_PER_INSERT = 25;

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

const keyOf = (type: BookmarkType, id: string) => `${type}\u0000${id}`;

/** The ids among these that exist for this user: catalog resources, or toolkits they can see. */
async function existingKeys(db: Db, userId: string, items: readonly SyncBookmarkItem[]): Promise<Set<string>> {
  const idsOf = (type: BookmarkType) => items.filter((item) => item.type === type).map((item) => item.resourceId);
  const findResources = async (ids: string[]) => {
    const rows = await db.select({ id: resources.id }).from(resources).where(inArray(resources.id, ids));
    return rows.map((row) => keyOf('resource', row.id));
  };
  const findToolkits = async (ids: string[]) => {
    const rows = await db
      .select({ id: toolkits.id })
      .from(toolkits)
      .where(and(inArray(toolkits.id, ids), visibleTo(userId)));
    return rows.map((row) => keyOf('toolkit', row.id));
  };
  const lookups = [
    ...chunks(idsOf('resource'), IDS_PER_LOOKUP).map(findResources),
    ...chunks(idsOf('toolkit'), IDS_PER_LOOKUP).map(findToolkits),
  ];
  return new Set((await Promise.all(lookups)).flat());
}

/** A local time is kept unless it is in the future (a wrong clock must not pin a bookmark to the top). */
const savedAt = (createdAt: string | undefined, now: Date) => {
  const at = createdAt ? new Date(createdAt) : now;
  return at.getTime() > now.getTime() ? now : at;
};

export async function syncBookmarks(
  db: Db,
  userId: string,
  items: readonly SyncBookmarkItem[],
): Promise<{ added: number; skipped: SkippedBookmark[] }> {
  const skipped: SkippedBookmark[] = [];
  const unique = new Map<string, SyncBookmarkItem>();
  for (const item of items) {
    const key = keyOf(item.type, item.resourceId);
    if (unique.has(key)) skipped.push({ resourceId: item.resourceId, type: item.type, reason: 'duplicate' });
    else unique.set(key, item);
  }
  const existing = await existingKeys(db, userId, [...unique.values()]);
  const now = new Date();
  const rows = [];
  for (const [key, item] of unique) {
    if (!existing.has(key)) {
      skipped.push({ resourceId: item.resourceId, type: item.type, reason: 'not_found' });
    } else {
      const createdAt = savedAt(item.createdAt, now);
      rows.push({ id: crypto.randomUUID(), userId, resourceId: item.resourceId, type: item.type, createdAt });
    }
  }
  const [first, ...rest] = chunks(rows, BOOKMARKS_PER_INSERT).map((chunk) =>
    db
      .insert(bookmarks)
      .values(chunk)
      .onConflictDoNothing({ target: [bookmarks.userId, bookmarks.resourceId, bookmarks.type] })
      .returning({ id: bookmarks.id }),
  );
  if (!first) return { added: 0, skipped };
  const inserted = new Set((await db.batch([first, ...rest])).flat().map((row) => row.id));
  for (const row of rows) {
    if (!inserted.has(row.id)) skipped.push({ resourceId: row.resourceId, type: row.type, reason: 'already_saved' });
  }
  // Trending and recommendations count new resource bookmarks, at the time they were saved.
  const interactions = rows
    .filter((row) => row.type === 'resource' && inserted.has(row.id))
    .map((row) => ({ userId, resourceId: row.resourceId, type: 'bookmark' as const, createdAt: row.createdAt }));
  const [firstInsert, ...moreInserts] = chunks(interactions, INTERACTIONS_PER_INSERT).map((chunk) =>
    db.insert(userInteractions).values(chunk),
  );
  if (firstInsert) await db.batch([firstInsert, ...moreInserts]);
  return { added: inserted.size, skipped };
}
