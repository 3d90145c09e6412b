// Caching for public catalog answers (the same for everyone who asks): an ETag so a repeat request costs a 304
// without a body, Cache-Control that lets browsers and shared caches keep them but revalidate every time, and the
// edge cache (edge-cache.ts) keyed by the catalog version, so a catalog change (an approved submission, a new
// seed) is seen on the next request while an unchanged catalog is answered without D1.
import { createMiddleware } from 'hono/factory';
import { etag } from 'hono/etag';
import { every } from 'hono/combine';
import type { AppEnv } from './app-env';
import { edgeCached, edgeCachedBy } from './edge-cache';

export const PUBLIC_CATALOG_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const cacheControl = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.ok) c.header('Cache-Control', PUBLIC_CATALOG_CACHE_CONTROL);
});

/**
 * Put on GET routes whose answer does not depend on who asks and changes only with the catalog (resources,
 * categories, majors): ETag, revalidated browser caching, and the edge cache purged by a catalog version bump.
 */
export const publicCatalog = every(etag(), cacheControl, edgeCached);

/**
 * Search: the same for everyone, drawn from the catalog and public toolkits' titles and descriptions, so kept at the
 * edge per version of both (every write touching a public toolkit bumps 'public-toolkits', account deletion too).
 * Each query and each prefix typed on the way to it is its own entry: a popular one is answered without D1.
 */
export const publicSearch = every(etag(), cacheControl, edgeCachedBy(['catalog', 'public-toolkits'], { etag: true }));

/**
 * The board (posts with their authors' public profiles), the same for everyone: kept at the edge for a signed-out
 * visitor per version of the posts (an approval and an account deletion bump 'bulletin') and of the profiles (an edit
 * of a public field bumps 'profiles'), a minute at most (KV's propagation between locations). A signed-in visitor
 * is answered from D1. ETag and revalidated browser caching as above.
 */
export const publicListing = every(
  etag(),
  cacheControl,
  edgeCachedBy(['bulletin', 'profiles'], { anonymousOnly: true, maxAgeSeconds: 60, etag: true }),
);
