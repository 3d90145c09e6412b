// The two decisions on a pending submission. Approval writes the resource and the decision in one D1 batch (one
// transaction): the resource gets a stable slug id, its category's artwork and the next catalog position, and
// the FTS index follows by the triggers of migrations/0001. Each decision records who and when.
import { and, eq, max } from 'drizzle-orm';
import { categoryImage } from '@quadkit/core/catalog/images';
import type { Db } from '@quadkit/core/server/db';
import { resources } from '@quadkit/core/server/schema';
import { resourceSubmissions } from './schema';
import type * as z from 'zod';
import type { approveSubmissionBody } from '../shared/submission-input';
import { urlKey } from '../shared/url-key';
import { uniqueResourceId } from './slug';

type Approval = z.output<typeof approveSubmissionBody>;

const stillPending = (id: string) => and(eq(resourceSubmissions.id, id), eq(resourceSubmissions.status, 'pending'));

/** Creates the resource and marks the submission approved; answers the new resource id, or null if not pending. */
export async function approveSubmission(db: Db, id: string, adminId: string, input: Approval): Promise<string | null> {
  const resourceId = await uniqueResourceId(db, input.name);
  const last = await db
    .select({ position: max(resources.position) })
    .from(resources)
    .get();
  const position = (last?.position ?? -1) + 1;
  // Two admins approving at once compute the same id: the second insert fails on the unique id, and the
  // batch (a transaction) leaves nothing behind.
  const [, decided] = await db.batch([
    db.insert(resources).values({
      id: resourceId,
      title: input.name,
      description: input.description,
      category: input.category,
      tags: input.tags,
      url: input.url,
      image: categoryImage(input.category, resourceId),
      access: input.access,
      about: input.about,
      position,
    }),
    db
      .update(resourceSubmissions)
      .set({
        name: input.name,
        url: input.url,
        urlKey: urlKey(input.url),
        description: input.description,
        category: input.category,
        tags: input.tags,
        status: 'approved',
        reviewedBy: adminId,
        reviewedAt: new Date(),
        resourceId,
      })
      .where(stillPending(id))
      .returning({ id: resourceSubmissions.id }),
  ]);
  if (decided.length === 1) return resourceId;
  // Not pending after all (decided meanwhile): take the resource back out.
  await db.delete(resources).where(eq(resources.id, resourceId));
  return null;
}

/** Marks a pending submission rejected with the reason; false when it was not pending. */
export async function rejectSubmission(db: Db, id: string, adminId: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(resourceSubmissions)
    .set({ status: 'rejected', reason, reviewedBy: adminId, reviewedAt: new Date() })
    .where(stillPending(id))
    .returning({ id: resourceSubmissions.id });
  return rows.length === 1;
}
