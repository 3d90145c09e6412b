// The bulletin_submissions rows: a user's own posts, the review queue, and the writes (submit, delete a
// pending post, approve or reject).
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { guardedInsert } from '@quadkit/core/server/guarded-insert';
import { type RateLimit, rateLimitHit } from '@quadkit/core/server/rate-limit';
import { users } from '@quadkit/core/server/schema';
import { bulletinSubmissions } from './schema';
import { readTime, snippetOf } from './plain-text';

const s = bulletinSubmissions;

/** What the author sees of their own post on /submissions and the dashboard. */
const ownColumns = {
  id: s.id,
  title: s.title,
  tags: s.tags,
  status: s.status,
  reason: s.reason,
  createdAt: s.createdAt,
  reviewedAt: s.reviewedAt,
};

export async function listOwnPosts(db: Db, userId: string) {
  const [posts, counted] = await Promise.all([
    db.select(ownColumns).from(s).where(eq(s.userId, userId)).orderBy(desc(s.createdAt), desc(s.id)),
    db.select({ n: count() }).from(s).where(eq(s.userId, userId)),
  ]);
  return { posts, total: counted[0]?.n ?? 0 };
}

/** Pending posts, oldest first, with the author's e-mail for the moderator. */
export function listQueue(db: Db) {
  return db
    .select({
      id: s.id,
      title: s.title,
      body: s.body,
      tags: s.tags,
      createdAt: s.createdAt,
      authorEmail: users.email,
    })
    .from(s)
    .innerJoin(users, eq(users.id, s.userId))
    .where(eq(s.status, 'pending'))
    .orderBy(asc(s.createdAt), asc(s.id));
}

export interface NewPost {
  title: string;
  body: string;
  tags: string[];
}

/**
 * Counts the post against `limit` and inserts it, in one batch (one round trip to the primary): the insert holds
 * only while the count is within the limit, so parallel posts cannot slip past it. Throws 429 past the limit.
 */
export async function insertPost(db: Db, userId: string, post: NewPost, limit: RateLimit) {
  const hit = rateLimitHit(db, limit, `user:${userId}`);
  const row = {
    id: crypto.randomUUID(),
    userId,
    ...post,
    snippet: snippetOf(post.body),
    readTime: readTime(post.body),
    status: 'pending' as const,
    createdAt: new Date(),
  };
  const [counted, , inserted] = await db.batch([
    hit.count,
    hit.prune,
    guardedInsert(db, s, [row], hit.withinLimit).returning(ownColumns),
  ]);
  hit.enforce(counted[0]?.hits ?? 1);
  return inserted[0];
}

export const findPost = (db: Db, id: string) =>
  db.select({ id: s.id, userId: s.userId, status: s.status }).from(s).where(eq(s.id, id)).get();

/** Deletes the author's post only while it is pending; true when a row went. */
export async function deletePendingPost(db: Db, id: string, userId: string): Promise<boolean> {
  const gone = await db
    .delete(s)
    .where(and(eq(s.id, id), eq(s.userId, userId), eq(s.status, 'pending')))
    .returning({ id: s.id });
  return gone.length > 0;
}

/** Approves or rejects a pending post, recording who and when; undefined when it was not pending. */
export async function decide(
  db: Db,
  id: string,
  status: 'approved' | 'rejected',
  adminId: string,
  reason: string | undefined,
) {
  const [row] = await db
    .update(s)
    .set({ status, reviewedBy: adminId, reviewedAt: new Date(), reason: reason || null })
    .where(and(eq(s.id, id), eq(s.status, 'pending')))
    .returning({ id: s.id, status: s.status, reason: s.reason, reviewedAt: s.reviewedAt, reviewedBy: s.reviewedBy });
  return row;
}
