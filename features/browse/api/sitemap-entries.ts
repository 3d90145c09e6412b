// The browse pages a search engine should know: /browse, /majors, every category, resource and major page,
// each category and major dated by the newest change among its resources.
import { eq, max, sql } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { categories, majorResources, majors, resources } from '@quadkit/core/server/schema';
import { type SitemapEntry, sitemapDate } from '@quadkit/core/server/sitemap-entry';

export async function browseSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [resourceRows, categoryRows, majorRows] = await db.batch([
    db.select({ id: resources.id, updatedAt: resources.updatedAt }).from(resources).orderBy(resources.id),
    db
      .select({ slug: categories.slug, updatedAt: max(resources.updatedAt) })
      .from(categories)
      .leftJoin(resources, eq(resources.category, categories.slug))
      .groupBy(categories.slug)
      .orderBy(categories.slug),
    db
      .select({ id: majors.id, updatedAt: sql<number | null>`max(${resources.updatedAt})` })
      .from(majors)
      .leftJoin(majorResources, eq(majorResources.majorId, majors.id))
      .leftJoin(resources, eq(resources.id, majorResources.resourceId))
      .groupBy(majors.id)
      .orderBy(majors.position),
  ]);
  const newest = sitemapDate(Math.max(0, ...resourceRows.map((r) => r.updatedAt.getTime())) || null);
  return [
    { path: '/browse', lastmod: newest },
    ...categoryRows.map((c) => ({
      path: `/category/${encodeURIComponent(c.slug)}`,
      lastmod: sitemapDate(c.updatedAt),
    })),
    ...resourceRows.map((r) => ({ path: `/resource/${encodeURIComponent(r.id)}`, lastmod: sitemapDate(r.updatedAt) })),
    { path: '/majors' },
    ...majorRows.map((m) => ({ path: `/majors/${encodeURIComponent(m.id)}`, lastmod: sitemapDate(m.updatedAt) })),
  ];
}
