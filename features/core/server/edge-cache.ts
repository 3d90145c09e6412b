// The edge cache of public answers (Workers Cache API, `caches.default`): a GET answered once per version of the
// data it shows and location is served from the cache afterwards, without D1. Keys are the request URL plus those
// versions (versions.ts), so a write that bumps one makes every older entry unreachable: that is the purge.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { readVersions, type VersionName } from './versions';

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
function storable(response: Response, maxAgeSeconds: number): Response {
  const headers = new Headers({ 'Cache-Control': `public, max-age=${maxAgeSeconds}` });
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

export interface EdgeCacheOptions {
  /** For answers that differ for a signed-in viewer (isOwner, their private rows): kept and served only for a
   * signed-out request without a share token. */
  anonymousOnly?: boolean;
  /** How long an entry may live at most: bounds what no version covers (e.g. a count of other users' copies). */
  maxAgeSeconds?: number;
}

/** The cache key of this request at the versions of `names`, or null when KV cannot tell them (then no caching). */
async function versionedKey(c: { req: { url: string }; env: AppEnv['Bindings'] }, names: readonly VersionName[]) {
  const versions = await readVersions(c.env.CACHE, names).catch(() => null);
  if (!versions) return null;
  const { catalog = '0', ...others } = versions as Partial<Record<VersionName, string>>;
  const parts = Object.fromEntries(Object.entries(others).map(([name, token]) => [`__${name}`, token ?? '0']));
  return cacheKey(c.req.url, catalog, parts);
}

/** Serves GETs from the edge cache keyed by the versions of `names`, and stores 200 answers there. Put it inside the
 * ETag middleware. */
export const edgeCachedBy = (names: readonly VersionName[], options: EdgeCacheOptions = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const cache = edgeCache();
    if (c.req.method !== 'GET' || !cache) return next();
    if (options.anonymousOnly && (c.var.user || c.req.query('share') !== undefined)) return next();
    const key = await versionedKey(c, names);
    if (!key) return next();
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
    const stored = storable(c.res.clone(), options.maxAgeSeconds ?? EDGE_TTL_SECONDS);
    await afterAnswer(
      c,
      cache.put(key, stored).catch((error) => console.warn('Edge cache write failed:', error)),
    );
  });

/** Catalog answers (resources, categories, majors): kept per catalog version. */
export const edgeCached = edgeCachedBy(['catalog']);
