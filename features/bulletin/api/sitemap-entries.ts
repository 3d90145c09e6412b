// The bulletin pages a search engine should know: the board and every published article (bundled articles and
// approved posts, dated by publication). Pending and rejected posts are never listed.
import { sql } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { type SitemapEntry, sitemapDate } from '@quadkit/core/server/sitemap-entry';
import { boardCte } from './board-sql';

export async function bulletinSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const rows = await db.all<{ id: string; published_at: number }>(
    sql`${boardCte} select id, published_at from board order by published_at desc, id`,
  );
  return [
    { path: '/bulletin-board', lastmod: sitemapDate(rows[0]?.published_at) },
    ...rows.map((a) => ({ path: `/bulletin/${encodeURIComponent(a.id)}`, lastmod: sitemapDate(a.published_at) })),
  ];
}
