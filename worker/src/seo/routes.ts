// GET /robots.txt and GET /sitemap.xml, answered by the worker (run_worker_first) instead of the SPA fallback.
import { Hono } from 'hono';
import { browseSitemapEntries } from '@quadkit/browse/api';
import { bulletinSitemapEntries } from '@quadkit/bulletin/api';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { createDb } from '@quadkit/core/server/db';
import { toolkitSitemapEntries } from '@quadkit/toolkits/api';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';

/** Crawlers fetch these rarely; an hour keeps them cheap and a catalog change visible the same day. */
const CACHE_CONTROL = 'public, max-age=3600';

export const seoRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => c.text(robotsTxt(new URL(c.req.url).origin), 200, { 'Cache-Control': CACHE_CONTROL }))
  .get('/sitemap.xml', async (c) => {
    const db = createDb(c.env.DB);
    const [browse, toolkits, bulletin] = await Promise.all([
      browseSitemapEntries(db),
      toolkitSitemapEntries(db),
      bulletinSitemapEntries(db),
    ]);
    // /developers: the open catalog's reference (docs/decisions/0021), a public page like the others.
    const entries = [
      { path: '/' },
      { path: '/trending' },
      { path: '/developers', englishOnly: true },
      ...browse,
      ...toolkits,
      ...bulletin,
    ];
    return c.body(sitemapXml(new URL(c.req.url).origin, entries), 200, {
      'Content-Type': 'application/xml; charset=UTF-8',
      'Cache-Control': CACHE_CONTROL,
    });
  });
