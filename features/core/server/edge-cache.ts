// The edge cache of public answers (Workers Cache API, `caches.default`): a GET answered once per version of the
// data it shows and location is served from the cache afterwards, without D1. Keys are the request URL plus those
// versions (versions.ts), so a write that bumps one makes every older entry unreachable: that is the purge.
import { createMiddleware } from 'hono/factory';
import { sha1 } from 'hono/utils/crypto';
import type { AppEnv } from './app-env';
import { findKept, keep } from './hot-copies';
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
function cacheKey(url: string, version: string, extra: Record<string, string> = {}): Request {
  const key = new URL(url);
  key.searchParams.set(VERSION_PARAM, version);
  for (const [name, value] of Object.entries(extra)) key.searchParams.set(name, value);
  return new Request(key.href, { method: 'GET' });
}

/** The headers a kept answer keeps (no cookie); its lifetime is set by keep(), the browser's outside. */
function keptHeaders(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ['Content-Type', 'ETag']) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  return headers;
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
  /** Tag the answer with its ETag here, from the body this middleware reads anyway, and keep the tag with the
   * entry: an etag() outside then neither reads the body again nor hashes a hit. */
  etag?: boolean;
}

/** The cache key of `url` at these versions (the catalog's in its own parameter, each other as `__name`). */
export function keyAtVersions(
  url: string,
  versions: Partial<Record<VersionName, string>>,
  extra: Record<string, string> = {},
): Request {
  const { catalog = '0', ...others } = versions;
  const parts = Object.fromEntries(Object.entries(others).map(([name, token]) => [`__${name}`, token ?? '0']));
  return cacheKey(url, catalog, { ...parts, ...extra });
}

/** The cache key of this request at the versions of `names`, or null when KV cannot tell them (then no caching). */
async function versionedKey(c: { req: { url: string }; env: AppEnv['Bindings'] }, names: readonly VersionName[]) {
  const versions = await readVersions(c.env.CACHE, names).catch(() => null);
  return versions ? keyAtVersions(c.req.url, versions) : null;
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
    const hit = await findKept(cache, key);
    if (hit) {
      const kept = new Headers(hit.headers);
      const response = new Response(hit.body, {
        headers: { 'Content-Type': kept.get('Content-Type') ?? 'application/json' },
      });
      // The entry keeps the ETag its first answer carried, so a hit answers as that miss did.
      const tag = kept.get('ETag');
      if (tag) response.headers.set('ETag', tag);
      response.headers.set(CACHE_STATUS_HEADER, 'HIT');
      c.res = response;
      return;
    }
    await next();
    c.header(CACHE_STATUS_HEADER, 'MISS');
    if (c.res.status !== 200) return;
    // The body is read once, here, rather than through a clone (a teed stream) per reader: the cache and the ETag
    // share one copy, and a later hit carries its tag instead of being hashed again.
    const body = await c.res.arrayBuffer();
    c.res = new Response(body, c.res);
    // The strong tag hono/etag would give (SHA-1 of the body, hex): the etag() outside finds it set and only compares.
    const hash = options.etag ? await sha1(body) : null;
    if (hash) c.res.headers.set('ETag', `"${hash}"`);
    const entry = { body, headers: keptHeaders(c.res) };
    await afterAnswer(
      c,
      keep(cache, key, entry, options.maxAgeSeconds ?? EDGE_TTL_SECONDS).catch((error) =>
        console.warn('Edge cache write failed:', error),
      ),
    );
  });

/** Catalog answers (resources, categories, majors): kept per catalog version, tagged for an etag() outside. */
export const edgeCached = edgeCachedBy(['catalog'], { etag: true });
