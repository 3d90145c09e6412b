// The toolkit pages a search engine should know: /toolkits and every public toolkit (built-in or a user's).
// Private toolkits are never listed.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { toolkits } from './schema';
import { type SitemapEntry, sitemapDate } from '@quadkit/core/server/sitemap-entry';

export async function toolkitSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: toolkits.id, updatedAt: toolkits.updatedAt })
    .from(toolkits)
    .where(eq(toolkits.visibility, 'public'))
    .orderBy(desc(toolkits.updatedAt), toolkits.id);
  return [
    { path: '/toolkits', lastmod: sitemapDate(rows[0]?.updatedAt) },
    ...rows.map((t) => ({ path: `/toolkit/${encodeURIComponent(t.id)}`, lastmod: sitemapDate(t.updatedAt) })),
  ];
}
