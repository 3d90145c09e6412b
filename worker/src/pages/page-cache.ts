// The edge cache of rendered catalog pages (Workers Cache API): rendering a page body runs React and the route
// loaders, so an anonymous visitor's page of the catalog (browse, categories, majors, resources) is rendered once
// per catalog version and index.html build, then served from the cache. Pages carrying users' content (home with
// its trending, toolkit and article sections; toolkits, the bulletin board, trending) and any visitor with a
// cookie are always rendered fresh.
import { readCatalogVersion } from '@quadkit/core/server/catalog-version';
import { cacheKey, EDGE_TTL_SECONDS, edgeCache } from '@quadkit/core/server/edge-cache';

const CATALOG_PAGE = /^\/(browse|majors(\/[^/]+)?|category\/[^/]+|resource\/[^/]+)$/;

/** A rendered page worth keeping: every loader answered from D1 (no error state, no built-in fallback list). */
export const isWholeRender = (loaderData: string) => !/"ok":false|"source":"built-in"/.test(loaderData);

/** A rendered page and the CSP hashes of the stylesheets it inlines (its security headers must allow them). */
export interface CachedPage {
  html: string;
  inlineStyleHashes: string[];
}

/** Where a kept page carries its stylesheets' hashes. */
const STYLE_HASHES_HEADER = 'X-Inline-Style-Hashes';

export interface PageCache {
  read(): Promise<CachedPage | null>;
  /** Keeps the page for later anonymous visits. Never rejects. */
  write(page: CachedPage): Promise<void>;
}

/** The cache slot for this request, or null when the page must be rendered for this visitor. */
export async function pageCacheFor(request: Request, build: string | null, kv: KVNamespace): Promise<PageCache | null> {
  const cache = edgeCache();
  const url = new URL(request.url);
  if (!cache || !build || request.method !== 'GET' || request.headers.has('Cookie')) return null;
  if (!CATALOG_PAGE.test(url.pathname) || url.searchParams.has('share')) return null;
  const key = cacheKey(url.href, await readCatalogVersion(kv).catch(() => '0'), { __build: build });
  return {
    async read() {
      const hit = await cache.match(key).catch(() => undefined);
      if (!hit) return null;
      const hashes = hit.headers.get(STYLE_HASHES_HEADER);
      return { html: await hit.text(), inlineStyleHashes: hashes ? hashes.split(' ') : [] };
    },
    write({ html, inlineStyleHashes }) {
      const stored = new Response(html, {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': `public, max-age=${EDGE_TTL_SECONDS}`,
          [STYLE_HASHES_HEADER]: inlineStyleHashes.join(' '),
        },
      });
      return cache.put(key, stored).catch((error) => console.warn('Page cache write failed:', error));
    },
  };
}
