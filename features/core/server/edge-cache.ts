// The edge cache of public catalog answers (Workers Cache API, `caches.default`): a GET answered once per catalog
// version and location is served from the cache afterwards, without D1. Keys are the request URL plus the catalog
// version (catalog-version.ts), so a catalog write makes every older entry unreachable: that is the purge.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { readCatalogVersion } from './catalog-version';

/** How long the edge keeps an entry at most: a write that forgot to bump the version is seen within this. */
export const EDGE_TTL_SECONDS = 300;
/** Says whether the answer came from the edge cache ('HIT') or from D1 ('MISS'); for tests and debugging. */
export const CACHE_STATUS_HEADER = 'X-Cache';
/** The query parameter the version travels in inside a cache key (never sent by a browser). */
const VERSION_PARAM = '__catalog';

/** `caches.default` where the runtime has one (workerd, Miniflare); null elsewhere (Node scripts). */
export function edgeCache(): Cache | null {
  return typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;
}

/** The cache key of `url` at a catalog version (plus any other part that must change the key, e.g. a build). */
export function cacheKey(url: string, version: string, extra: Record<string, string> = {}): Request {
  const key = new URL(url);
  key.searchParams.set(VERSION_PARAM, version);
  for (const [name, value] of Object.entries(extra)) key.searchParams.set(name, value);
  return new Request(key.href, { method: 'GET' });
}

/** What the edge stores: the body and its type, no cookie, and its own lifetime (the browser's is set outside). */
function storable(response: Response): Response {
  const headers = new Headers({ 'Cache-Control': `public, max-age=${EDGE_TTL_SECONDS}` });
  const type = response.headers.get('Content-Type');
  if (type) headers.set('Content-Type', type);
  return new Response(response.body, { status: response.status, headers });
}

/** Runs `work` after the answer where the runtime allows it; before it where there is no execution context
 * (app.request in a test). */
export async function afterAnswer(
  c: { executionCtx: { waitUntil(work: Promise<unknown>): void } },
  work: Promise<unknown>,
): Promise<void> {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    await work;
  }
}

/** Serves GETs from the edge cache, and stores 200 answers there. Put it inside the ETag middleware. */
export const edgeCached = createMiddleware<AppEnv>(async (c, next) => {
  const cache = edgeCache();
  if (c.req.method !== 'GET' || !cache) return next();
  const key = cacheKey(c.req.url, await readCatalogVersion(c.env.CACHE).catch(() => '0'));
  const hit = await cache.match(key).catch(() => undefined);
  if (hit) {
    const response = new Response(hit.body, {
      status: hit.status,
      headers: { 'Content-Type': hit.headers.get('Content-Type') ?? 'application/json' },
    });
    response.headers.set(CACHE_STATUS_HEADER, 'HIT');
    c.res = response;
    return;
  }
  await next();
  c.header(CACHE_STATUS_HEADER, 'MISS');
  if (c.res.status !== 200) return;
  await afterAnswer(
    c,
    cache.put(key, storable(c.res.clone())).catch((error) => console.warn('Edge cache write failed:', error)),
  );
});
