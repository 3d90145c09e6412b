// The edge cache of rendered catalog pages (Workers Cache API): rendering a page body runs React and the route
// loaders, so an anonymous visitor's page of the catalog (browse, categories, majors, resources) is rendered once
// per catalog version and index.html build, then served from the cache. Home also shows users' content (trending,
// toolkits, articles): it is kept for a minute only, so a new public toolkit or approved article is on it within
// that minute (trending itself is refreshed every 10). Other pages of users' content (toolkits, the bulletin board,
// trending) and any visitor with a cookie are always rendered fresh.
import { readCatalogVersion } from '@quadkit/core/server/catalog-version';
import { cacheKey, EDGE_TTL_SECONDS, edgeCache } from '@quadkit/core/server/edge-cache';

const CATALOG_PAGE = /^\/(browse|majors(\/[^/]+)?|category\/[^/]+|resource\/[^/]+)$/;
/** How long home is kept: rendering it costs seven in-process API calls and its largest render. */
export const HOME_TTL_SECONDS = 60;

/** Seconds a rendered page may be kept, or null when it is always rendered. */
const ttlOf = (path: string): number | null =>
  path === '/' ? HOME_TTL_SECONDS : CATALOG_PAGE.test(path) ? EDGE_TTL_SECONDS : null;

/** A rendered page worth keeping: every loader answered from D1 (no error state, no built-in fallback list). */
export const isWholeRender = (loaderData: string) => !/"ok":false|"source":"built-in"/.test(loaderData);

export interface PageCache {
  read(): Promise<string | null>;
  /** Keeps `html` for later anonymous visits. Never rejects. */
  write(html: string): Promise<void>;
}

/** The cache slot for this request, or null when the page must be rendered for this visitor. */
export async function pageCacheFor(request: Request, build: string | null, kv: KVNamespace): Promise<PageCache | null> {
  const cache = edgeCache();
  const url = new URL(request.url);
  if (!cache || !build || request.method !== 'GET' || request.headers.has('Cookie')) return null;
  const ttl = ttlOf(url.pathname);
  if (ttl === null || url.searchParams.has('share')) return null;
  const key = cacheKey(url.href, await readCatalogVersion(kv).catch(() => '0'), { __build: build });
  return {
    read: async () => (await cache.match(key).catch(() => undefined))?.text() ?? null,
    write(html) {
      const stored = new Response(html, {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': `public, max-age=${ttl}` },
      });
      return cache.put(key, stored).catch((error) => console.warn('Page cache write failed:', error));
    },
  };
}
