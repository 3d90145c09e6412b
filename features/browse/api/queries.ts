// Catalog reads for the browse API.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import type { PageRequest } from '@quadkit/core/server/pagination';
import { resources } from '@quadkit/core/server/schema';
import { toResource, toResourceDetail } from '@quadkit/core/server/resource-row';
import type { Resource } from '@quadkit/core/catalog/types';
import { brokenLinkNoticeReads, noticeShows } from './report-queries';

/** All resources, or one category's, ordered by title (docs/product.md#behind-the-screens); with a page, one row past it too. */
export async function listResources(db: Db, category?: string, page?: PageRequest): Promise<Resource[]> {
  const rows = await db
    .select()
    .from(resources)
    .where(category ? eq(resources.category, category) : undefined)
    .orderBy(asc(resources.title), asc(resources.id))
    .limit(page ? page.limit + 1 : -1)
    .offset(page?.offset ?? 0);
  return rows.map(toResource);
}

export async function findResource(db: Db, id: string): Promise<Resource | undefined> {
  const row = await db.select().from(resources).where(eq(resources.id, id)).get();
  return row ? toResourceDetail(row) : undefined;
}

/** A resource and whether its page shows the broken-link notice: one batch, one round trip. */
export async function findResourceWithNotice(
  db: Db,
  id: string,
): Promise<{ resource: Resource | undefined; brokenLinkReported: boolean }> {
  const [confirmed, reporters] = brokenLinkNoticeReads(db, id);
  const [rows, ...notice] = await db.batch([
    db.select().from(resources).where(eq(resources.id, id)).limit(1),
    confirmed,
    reporters,
  ]);
  return { resource: rows[0] && toResourceDetail(rows[0]), brokenLinkReported: noticeShows(notice) };
}
