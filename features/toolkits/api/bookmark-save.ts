// POST /api/bookmarks in one D1 batch (one transaction, one round trip to the primary): the write limit's count,
// then the insert, guarded in the same statement by that count, the per-user cap and the item being one the user
// may see, so no race between a check and the write exists. What the guards found comes back in the same batch.
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { CapReachedError } from '@quadkit/core/server/caps';
import { notFound } from '@quadkit/core/server/errors';
import { guardedInsert } from '@quadkit/core/server/guarded-insert';
import { rateLimitHit } from '@quadkit/core/server/rate-limit';
import { resources, userInteractions } from '@quadkit/core/server/schema';
import { bookmarks, toolkits } from './schema';
import type { BookmarkType } from '../shared/bookmark-input';
import type { Bookmark } from '../shared/bookmark-responses';
import { TOOLKIT_MESSAGES } from '../shared/toolkit-messages';
import { MAX_BOOKMARKS_PER_USER } from '../shared/toolkit-rules';
import { toBookmark } from './bookmark-queries';
import { visibleTo } from './toolkit-queries';
import { BOOKMARK_WRITES } from './write-limits';

/** The item as a SELECT: a catalog resource, or a toolkit this user may see. */
const itemQuery = (db: Db, userId: string, type: BookmarkType, id: string) =>
  type === 'resource'
    ? db.select({ id: resources.id }).from(resources).where(eq(resources.id, id)).limit(1)
    : db
        .select({ id: toolkits.id })
        .from(toolkits)
        .where(and(eq(toolkits.id, id), visibleTo(userId)))
        .limit(1);

/**
 * Saves the bookmark unless the user already has it (conflicts on user, item and type are ignored); a new resource
 * bookmark is also recorded as a 'bookmark' interaction, which trending and recommendations count. Throws 429 past
 * the write limit, 409 at the cap, 404 for an item the user cannot see; nothing is written then.
 */
export async function saveBookmark(
  db: Db,
  userId: string,
  type: BookmarkType,
  resourceId: string,
): Promise<{ bookmark: Bookmark; created: boolean }> {
  const hit = rateLimitHit(db, BOOKMARK_WRITES, `user:${userId}`);
  const row = { id: crypto.randomUUID(), userId, resourceId, type, createdAt: new Date() };
  const mine = eq(bookmarks.userId, userId);
  const underCap: SQL = sql`(SELECT count(*) FROM ${bookmarks} WHERE ${mine}) < ${MAX_BOOKMARKS_PER_USER}`;
  // drizzle puts a subquery in its own parentheses.
  const itemVisible: SQL = sql`EXISTS ${itemQuery(db, userId, type, resourceId)}`;
  const inserted = sql`EXISTS (SELECT 1 FROM ${bookmarks} WHERE ${bookmarks.id} = ${row.id})`;
  const [hits, , owned, item, , saved] = await db.batch([
    hit.count,
    hit.prune,
    db.select({ n: count() }).from(bookmarks).where(mine),
    itemQuery(db, userId, type, resourceId),
    // Any unique conflict is the (user, item, type) one: the id is new. SQLite takes no qualified conflict target.
    guardedInsert(db, bookmarks, [row], and(hit.withinLimit, underCap, itemVisible) as SQL).onConflictDoNothing(),
    db
      .select()
      .from(bookmarks)
      .where(and(mine, eq(bookmarks.resourceId, resourceId), eq(bookmarks.type, type))),
    // Only with the new row in place (a repeat or a refused save records nothing).
    ...(type === 'resource'
      ? [
          guardedInsert(
            db,
            userInteractions,
            [{ userId, resourceId, type: 'bookmark', createdAt: row.createdAt }],
            inserted,
          ),
        ]
      : []),
  ]);
  hit.enforce(hits[0]?.hits ?? 1);
  if ((owned[0]?.n ?? 0) >= MAX_BOOKMARKS_PER_USER) throw new CapReachedError('bookmarks', MAX_BOOKMARKS_PER_USER);
  if (item.length === 0) {
    throw notFound(type === 'resource' ? `No resource has the id '${resourceId}'.` : TOOLKIT_MESSAGES.notFound);
  }
  const stored = saved[0];
  // Removed again within the same transaction cannot happen; a missing row means the guards refused it.
  if (!stored) throw new Error('bookmark neither saved nor found');
  return { bookmark: toBookmark(stored), created: stored.id === row.id };
}
