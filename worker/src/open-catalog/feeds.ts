// Atom feeds of the newest resources (all, or one category's) and of the newest bulletin articles, from D1. A
// resource approved at /admin is inserted with its approval time, so it heads the feed at once.
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { latestArticles } from '@quadkit/bulletin/api';
import { CATEGORIES, isCategorySlug } from '@quadkit/core/catalog/categories';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { createDb } from '@quadkit/core/server/db';
import { notFound } from '@quadkit/core/server/errors';
import { resources } from '@quadkit/core/server/schema';
import { atomXml, type AtomEntry } from './atom';
import { BULLETIN_FEED, categoryFeedPath, RESOURCES_FEED } from './feed-links';

const FEED_SIZE = 50;
const ARTICLE_FEED_SIZE = 20;
const HEADERS = { 'Content-Type': 'application/atom+xml; charset=UTF-8', 'Cache-Control': 'public, max-age=600' };

async function newestResources(c: { env: AppEnv['Bindings'] }, category?: string): Promise<AtomEntry[]> {
  const rows = await createDb(c.env.DB)
    .select({
      id: resources.id,
      title: resources.title,
      description: resources.description,
      category: resources.category,
      createdAt: resources.createdAt,
    })
    .from(resources)
    .where(category ? eq(resources.category, category) : undefined)
    .orderBy(desc(resources.createdAt), desc(resources.id))
    .limit(FEED_SIZE)
    .all();
  return rows.map((row) => ({
    url: `/resource/${encodeURIComponent(row.id)}`,
    title: row.title,
    updated: row.createdAt,
    summary: row.description,
    category: row.category,
  }));
}

const absolute = (origin: string, entries: AtomEntry[]) => entries.map((e) => ({ ...e, url: `${origin}${e.url}` }));

export const feedRoutes = new Hono<AppEnv>()
  .get(RESOURCES_FEED, async (c) => {
    const origin = new URL(c.req.url).origin;
    const xml = atomXml({
      title: 'Quadkit: new resources',
      subtitle: 'Free tools, student discounts and guides, newest first.',
      self: `${origin}${RESOURCES_FEED}`,
      page: `${origin}/browse`,
      entries: absolute(origin, await newestResources(c)),
    });
    return c.body(xml, 200, HEADERS);
  })
  .get('/feeds/resources/:file{[a-z0-9-]+\\.atom}', async (c) => {
    const slug = c.req.param('file').replace(/\.atom$/, '');
    if (!isCategorySlug(slug)) throw notFound(`There is no category '${slug}'.`);
    const name = CATEGORIES.find((category) => category.slug === slug)?.name ?? slug;
    const origin = new URL(c.req.url).origin;
    const xml = atomXml({
      title: `Quadkit: new in ${name}`,
      subtitle: `New resources in ${name}, newest first.`,
      self: `${origin}${categoryFeedPath(slug)}`,
      page: `${origin}/category/${slug}`,
      entries: absolute(origin, await newestResources(c, slug)),
    });
    return c.body(xml, 200, HEADERS);
  })
  .get(BULLETIN_FEED, async (c) => {
    const origin = new URL(c.req.url).origin;
    const articles = await latestArticles(createDb(c.env.DB), ARTICLE_FEED_SIZE);
    const xml = atomXml({
      title: 'Quadkit bulletin board',
      subtitle: 'Guides and student posts, newest first.',
      self: `${origin}${BULLETIN_FEED}`,
      page: `${origin}/bulletin-board`,
      entries: articles.map((a) => ({
        url: `${origin}/bulletin/${encodeURIComponent(a.id)}`,
        title: a.title,
        updated: new Date(`${a.date}T00:00:00Z`),
        summary: a.snippet,
      })),
    });
    return c.body(xml, 200, HEADERS);
  });
