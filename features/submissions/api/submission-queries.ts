// Reads for submissions: duplicates by normalised URL, a user's own list, the admin queue.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { resources } from '@quadkit/core/server/schema';
import { resourceSubmissions } from './schema';

export interface Duplicate {
  /** Where the URL already is: a catalog resource or a submission awaiting review. */
  where: 'catalog' | 'pending';
  name: string;
  resourceId?: string;
}

/** The catalog entry or pending submission with this URL key, if any (see shared/url-key.ts). */
export async function findDuplicate(db: Db, key: string, exceptSubmissionId?: string): Promise<Duplicate | null> {
  const inCatalog = await db
    .select({ id: resources.id, title: resources.title })
    .from(resources)
    .where(sql`lower(rtrim(${resources.url}, '/')) = ${key}`)
    .get();
  if (inCatalog) return { where: 'catalog', name: inCatalog.title, resourceId: inCatalog.id };
  const pending = await db
    .select({ id: resourceSubmissions.id, name: resourceSubmissions.name })
    .from(resourceSubmissions)
    .where(
      and(
        eq(resourceSubmissions.urlKey, key),
        eq(resourceSubmissions.status, 'pending'),
        exceptSubmissionId ? sql`${resourceSubmissions.id} <> ${exceptSubmissionId}` : undefined,
      ),
    )
    .get();
  return pending ? { where: 'pending', name: pending.name } : null;
}

/** The friendly message for a duplicate, naming the existing entry. */
export const duplicateMessage = (duplicate: Duplicate): string =>
  duplicate.where === 'catalog'
    ? `This website is already in our catalog as "${duplicate.name}".`
    : `This website has already been suggested as "${duplicate.name}" and is waiting for review.`;

const publicColumns = {
  id: resourceSubmissions.id,
  name: resourceSubmissions.name,
  url: resourceSubmissions.url,
  description: resourceSubmissions.description,
  category: resourceSubmissions.category,
  tags: resourceSubmissions.tags,
  status: resourceSubmissions.status,
  reason: resourceSubmissions.reason,
  resourceId: resourceSubmissions.resourceId,
  createdAt: resourceSubmissions.createdAt,
  reviewedAt: resourceSubmissions.reviewedAt,
};

/** The user's own submissions, newest first (ownership in the query itself). */
export const listOwnSubmissions = (db: Db, userId: string) =>
  db
    .select(publicColumns)
    .from(resourceSubmissions)
    .where(eq(resourceSubmissions.userId, userId))
    .orderBy(desc(resourceSubmissions.createdAt))
    .limit(100)
    .all();

/** The admin queue: pending submissions, oldest first, with the submitter's contact address. */
export const listPending = (db: Db) =>
  db
    .select({ ...publicColumns, email: resourceSubmissions.email, userId: resourceSubmissions.userId })
    .from(resourceSubmissions)
    .where(eq(resourceSubmissions.status, 'pending'))
    .orderBy(resourceSubmissions.createdAt)
    .limit(200)
    .all();

export const findSubmission = (db: Db, id: string) =>
  db.select().from(resourceSubmissions).where(eq(resourceSubmissions.id, id)).get();
