// Caching for public catalog answers (the same for everyone who asks): an ETag so a repeat request costs a 304
// without a body, and Cache-Control that lets browsers and shared caches keep them but revalidate every time,
// so a catalog change (an approved submission, a new seed) is seen on the next request.
import { createMiddleware } from 'hono/factory';
import { etag } from 'hono/etag';
import { every } from 'hono/combine';
import type { AppEnv } from './app-env';

export const PUBLIC_CATALOG_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const cacheControl = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.ok) c.header('Cache-Control', PUBLIC_CATALOG_CACHE_CONTROL);
});

/** Put on GET routes whose answer does not depend on who asks. */
export const publicCatalog = every(etag(), cacheControl);
