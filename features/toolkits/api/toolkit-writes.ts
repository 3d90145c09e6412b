// Toolkit writes. Each is one D1 batch (one transaction), and every statement carries the ownership
// condition itself (id = ? and user_id = ?), so a toolkit that is not the caller's is never touched.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '@quadkit/core/server/db';
import { guardedInsert } from '@quadkit/core/server/guarded-insert';
import { type RateLimit, rateLimitHit } from '@quadkit/core/server/rate-limit';
import { bookmarks, toolkitResources, toolkits } from './schema';
import type { CreateToolkit, UpdateToolkit } from '../shared/toolkit-input';
import { newShareToken } from './share-token';

type Visibility = (typeof toolkits.$inferSelect)['visibility'];

/** D1 binds at most 100 parameters per statement; a toolkit_resources row binds 3, and a guarded insert's
 * condition (write limit and ownership) 5 more. */
const RESOURCE_ROWS_PER_INSERT = 33;
const GUARDED_ROWS_PER_INSERT = 30;

const owned = (id: string, userId: string) => and(eq(toolkits.id, id), eq(toolkits.userId, userId));

/** The caller's own toolkit with this id, or undefined (missing, someone else's, or built-in). */
export const findOwnToolkit = (db: Db, id: string, userId: string) =>
  db
    .select({ id: toolkits.id, isFeatured: toolkits.isFeatured, visibility: toolkits.visibility })
    .from(toolkits)
    .where(owned(id, userId))
    .get();

function resourceInserts(db: Db, toolkitId: string, resourceIds: readonly string[]): BatchItem<'sqlite'>[] {
  const rows = resourceIds.map((resourceId, position) => ({ toolkitId, resourceId, position }));
  const inserts: BatchItem<'sqlite'>[] = [];
  for (let i = 0; i < rows.length; i += RESOURCE_ROWS_PER_INSERT) {
    inserts.push(db.insert(toolkitResources).values(rows.slice(i, i + RESOURCE_ROWS_PER_INSERT)));
  }
  return inserts;
}

/** A new toolkit row of this user's, stamped now. */
export function newToolkitRow(
  userId: string,
  fields: Omit<typeof toolkits.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>,
) {
  const now = new Date();
  return { id: crypto.randomUUID(), userId, ...fields, createdAt: now, updatedAt: now };
}

/** Inserts the toolkit and its resources together; returns the new id. */
export async function createToolkit(db: Db, userId: string, input: CreateToolkit): Promise<string> {
  const row = newToolkitRow(userId, {
    title: input.title,
    description: input.description,
    emoji: input.emoji,
    visibility: input.visibility,
    shareToken: input.visibility === 'unlisted' ? newShareToken() : null,
    isFeatured: input.isFeatured,
  });
  await db.batch([db.insert(toolkits).values(row), ...resourceInserts(db, row.id, input.resourceIds)]);
  return row.id;
}

/**
 * Applies the changes; a new resource list replaces the old one, in order, in the same transaction. The write
 * limit's count goes first in the batch and every change holds only while it is within the limit, so the edit is
 * one round trip to the primary (429 past the limit, nothing changed). Answers the toolkit's
 * visibility after the change (null when there was no such toolkit).
 */
export async function updateToolkit(
  db: Db,
  id: string,
  userId: string,
  changes: UpdateToolkit,
  limit: RateLimit,
): Promise<Visibility | null> {
  const { resourceIds, ...fields } = changes;
  const hit = rateLimitHit(db, limit, `user:${userId}`);
  const allowed = hit.withinLimit;
  const ownedId = db.select({ id: toolkits.id }).from(toolkits).where(owned(id, userId));
  // Becoming unlisted keeps a link it already has (or makes one); any other visibility drops it for good.
  const shareToken =
    fields.visibility === undefined
      ? undefined
      : fields.visibility === 'unlisted'
        ? sql`coalesce(${toolkits.shareToken}, ${newShareToken()})`
        : null;
  const rows = (resourceIds ?? []).map((resourceId, position) => ({ toolkitId: id, resourceId, position }));
  const inserts: BatchItem<'sqlite'>[] = [];
  for (let i = 0; i < rows.length; i += GUARDED_ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + GUARDED_ROWS_PER_INSERT);
    inserts.push(guardedInsert(db, toolkitResources, chunk, sql`${allowed} AND EXISTS ${ownedId}`));
  }
  const [counted, , updated] = await db.batch([
    hit.count,
    hit.prune,
    db
      .update(toolkits)
      .set({ ...fields, shareToken, updatedAt: new Date() })
      .where(and(owned(id, userId), allowed))
      .returning({ visibility: toolkits.visibility }),
    ...(resourceIds
      ? [db.delete(toolkitResources).where(and(inArray(toolkitResources.toolkitId, ownedId), allowed)), ...inserts]
      : []),
  ]);
  hit.enforce(counted[0]?.hits ?? 1);
  return updated[0]?.visibility ?? null;
}

/**
 * Deletes the toolkit, its resource list and every user's bookmark of it. The children go first, each
 * limited to a toolkit the caller owns; the deleted toolkit's visibility, or null (and nothing deleted) when there
 * is no such toolkit.
 */
export async function deleteToolkit(db: Db, id: string, userId: string): Promise<Visibility | null> {
  const ownedId = db.select({ id: toolkits.id }).from(toolkits).where(owned(id, userId));
  const [, , deleted] = await db.batch([
    db.delete(bookmarks).where(and(eq(bookmarks.type, 'toolkit'), inArray(bookmarks.resourceId, ownedId))),
    db.delete(toolkitResources).where(inArray(toolkitResources.toolkitId, ownedId)),
    db.delete(toolkits).where(owned(id, userId)).returning({ visibility: toolkits.visibility }),
  ]);
  return deleted[0]?.visibility ?? null;
}
