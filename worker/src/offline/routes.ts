// GET /sw.js and GET /manifest.webmanifest: the built files (shell/dist) with the headers offline support needs.
// The service worker script is revalidated on every check (Cache-Control: no-cache), so a deploy's new worker is
// found on the next visit and an old one can never be stuck in an HTTP cache.
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';

export const SERVICE_WORKER_CACHE_CONTROL = 'no-cache';

/** The asset as built, with its headers copied (the binding's are immutable) and `headers` set over them. */
async function asset(c: { env: AppEnv['Bindings']; req: { raw: Request } }, headers: Record<string, string>) {
  const built = await c.env.ASSETS.fetch(c.req.raw);
  const response = new Response(built.body, built);
  if (built.ok) for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const offlineRoutes = new Hono<AppEnv>()
  .get('/sw.js', (c) =>
    asset(c, { 'Cache-Control': SERVICE_WORKER_CACHE_CONTROL, 'Content-Type': 'text/javascript; charset=utf-8' }),
  )
  .get('/manifest.webmanifest', (c) =>
    asset(c, { 'Cache-Control': 'no-cache', 'Content-Type': 'application/manifest+json; charset=utf-8' }),
  );
