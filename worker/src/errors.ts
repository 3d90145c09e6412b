// Turns anything thrown into the one error shape: expected errors keep their status and message, the
// unknown are logged with the request id and answer a generic 500.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { ApiError, TooManyRequestsError } from '@quadkit/core/server/errors';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import { HTML_CACHE_CONTROL } from './http/cache-control';
import { isMissingPage } from './pages/missing-page';

const body = (code: string, message: string): ApiErrorBody => ({ error: { code, message } });

export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof TooManyRequestsError) c.header('Retry-After', String(err.retryAfterSeconds));
  if (err instanceof ApiError) return c.json(err.toBody(), err.status);
  if (err instanceof HTTPException) {
    // Hono's own (e.g. a malformed JSON body): keep its status, give it our shape.
    const status = err.status;
    const code = status === 400 ? 'invalid_request' : status === 401 ? 'unauthorized' : 'http_error';
    return c.json(body(code, err.message || 'The request could not be handled.'), status);
  }
  console.error(`[${c.var.requestId ?? '-'}] unhandled error on ${c.req.method} ${c.req.path}:`, err);
  return c.json(body('internal_error', 'Something went wrong on our side. Please try again.'), 500);
};

/** /api/* paths that match no route; every other path is the shell's (assets or SPA fallback). */
export const handleNotFound: NotFoundHandler<AppEnv> = async (c: Context<AppEnv>) => {
  if (c.req.path.startsWith('/api/')) {
    return c.json(body('not_found', `There is no API endpoint ${c.req.method} ${c.req.path}.`), 404);
  }
  // The shell is files: anything but GET and HEAD (a POST with a body, say) is refused here, never handed on.
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    c.header('Allow', 'GET, HEAD');
    return c.json(body('method_not_allowed', `${c.req.method} is not allowed on ${c.req.path}.`), 405);
  }
  // Page navigations and missing files (e.g. /favicon.ico) reach the worker. The assets binding's
  // response has immutable headers, so copy it before the secure-headers middleware adds its own.
  let asset = await c.env.ASSETS.fetch(c.req.raw);
  // A revisit's 304 is checked too: whether a page exists can change while its file does not (a revoked share
  // link, a toolkit made private), and a 304 would let the browser show its cached 200. Such a page is
  // fetched again in full, to answer 404 with a body.
  if (asset.status === 304 && (await isMissingPage(c))) {
    asset = await c.env.ASSETS.fetch(new Request(c.req.url, { method: c.req.method }));
    return missingPage(asset);
  }
  const html = asset.headers.get('Content-Type')?.startsWith('text/html') ?? false;
  // An unknown id's page is the shell's not-found page with a real 404 status (no soft 404 for crawlers).
  if (html && asset.status === 200 && (await isMissingPage(c))) return missingPage(asset);
  const status = asset.status;
  const response = new Response(asset.body, {
    status,
    statusText: status === 404 ? 'Not Found' : asset.statusText,
    headers: asset.headers,
  });
  // The page itself is revalidated on every visit (its hashed scripts are cached for a year): a deploy is seen
  // on the next visit, never stuck behind a stale index.html.
  if (html) response.headers.set('Cache-Control', HTML_CACHE_CONTROL);
  return response;
};

/** The shell's page as a 404 (it draws the not-found state itself), revalidated like every page. */
function missingPage(asset: Response): Response {
  const response = new Response(asset.body, { status: 404, statusText: 'Not Found', headers: asset.headers });
  response.headers.set('Cache-Control', HTML_CACHE_CONTROL);
  return response;
}
