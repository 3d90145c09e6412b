// Cache-Control defaults: an API answer is private and never stored unless its route says otherwise (public
// catalog routes set ETag and revalidated caching, trending a minute, avatars their own); HTML pages are
// revalidated on every visit. Hashed assets are immutable (shell/public/_headers).
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '@quadkit/core/server/app-env';

export const API_DEFAULT_CACHE_CONTROL = 'private, no-store';
export const HTML_CACHE_CONTROL = 'no-cache';

export const privateByDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', API_DEFAULT_CACHE_CONTROL);
});
