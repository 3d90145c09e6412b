// The edge cache of rendered catalog pages (Workers Cache API): rendering a page body runs React and the route
// loaders, so an anonymous visitor's page of the catalog (browse, categories, majors, resources) is rendered once
// per catalog version and shell build, then served from the cache. Pages carrying users' content (home with
// its trending, toolkit and article sections; toolkits, the bulletin board, trending) and any visitor with a
// cookie are always rendered fresh. A page is kept gzipped: a browser gets those bytes as they are, instead of the
// runtime compressing the same HTML again on every visit (that compression cost a third of a kept page's answer).
import { readCatalogVersion } from '@quadkit/core/server/catalog-version';
import { cacheKey, EDGE_TTL_SECONDS, edgeCache } from '@quadkit/core/server/edge-cache';

const CATALOG_PAGE = /^\/(browse|majors(\/[^/]+)?|category\/[^/]+|resource\/[^/]+)$/;

/** A rendered page worth keeping: every loader answered from D1 (no error state, no built-in fallback list). */
export const isWholeRender = (loaderData: string) => !/"ok":false|"source":"built-in"/.test(loaderData);

/** A rendered page and the CSP hashes of the stylesheets it inlines (its security headers must allow them). */
export interface RenderedPage {
  html: string;
  inlineStyleHashes: string[];
}

/** A kept page: its HTML gzipped, and its stylesheets' hashes. */
export interface KeptPage {
  gzipped: ArrayBuffer;
  inlineStyleHashes: string[];
}

/** Where a kept page carries its stylesheets' hashes. */
const STYLE_HASHES_HEADER = 'X-Inline-Style-Hashes';

export interface PageCache {
  read(): Promise<KeptPage | null>;
  /** Keeps the page for later anonymous visits. Never rejects. */
  write(page: RenderedPage): Promise<void>;
}

const gzip = (text: string) =>
  new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();

/** The kept page as the visitor's browser takes it: the gzipped bytes as they are, or the HTML when it cannot. */
export async function keptPageBody(page: KeptPage, acceptEncoding: string | undefined) {
  if (/\bgzip\b/.test(acceptEncoding ?? '')) return { body: page.gzipped, encoding: 'gzip' as const };
  const html = new Blob([page.gzipped]).stream().pipeThrough(new DecompressionStream('gzip'));
  return { body: await new Response(html).text(), encoding: null };
}

/** The cache slot for this request, or null when the page must be rendered for this visitor. */
export async function pageCacheFor(request: Request, build: string | null, kv: KVNamespace): Promise<PageCache | null> {
  const cache = edgeCache();
  const url = new URL(request.url);
  if (!cache || !build || request.method !== 'GET' || request.headers.has('Cookie')) return null;
  if (!CATALOG_PAGE.test(url.pathname) || url.searchParams.has('share')) return null;
  // The format is part of the key: a page kept by an earlier worker in another form is never read as this one.
  const key = cacheKey(url.href, await readCatalogVersion(kv).catch(() => '0'), { __build: build, __kept: 'gzip' });
  return {
    async read() {
      const hit = await cache.match(key).catch(() => undefined);
      if (!hit) return null;
      const hashes = hit.headers.get(STYLE_HASHES_HEADER);
      return { gzipped: await hit.arrayBuffer(), inlineStyleHashes: hashes ? hashes.split(' ') : [] };
    },
    async write({ html, inlineStyleHashes }) {
      try {
        // Stored as opaque bytes (no Content-Encoding), so the cache hands back exactly what was gzipped.
        const stored = new Response(await gzip(html), {
          headers: {
            'Content-Type': 'application/octet-stream',
            'Cache-Control': `public, max-age=${EDGE_TTL_SECONDS}`,
            [STYLE_HASHES_HEADER]: inlineStyleHashes.join(' '),
          },
        });
        await cache.put(key, stored);
      } catch (error) {
        console.warn('Page cache write failed:', error);
      }
    },
  };
}
