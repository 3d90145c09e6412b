// Turns anything thrown into the one error shape: expected errors keep their status and message, the
// unknown are logged with the request id and answer a generic 500.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { ApiError, TooManyRequestsError } from '@quadkit/core/server/errors';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import type { InProcessFetch } from './pages/body/page-body';
import { servePage } from './pages/serve-page';

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

/**
 * /api/* paths that match no route answer the error shape; every other path is a page or a file: `servePage`
 * (given the app itself, so the page's loaders call the API in-process).
 */
export const handleNotFound =
  (fetchApp: (c: Context<AppEnv>) => InProcessFetch): NotFoundHandler<AppEnv> =>
  async (c: Context<AppEnv>) => {
    if (c.req.path.startsWith('/api/')) {
      return c.json(body('not_found', `There is no API endpoint ${c.req.method} ${c.req.path}.`), 404);
    }
    // The shell is files: anything but GET and HEAD (a POST with a body, say) is refused here, never handed on.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      c.header('Allow', 'GET, HEAD');
      return c.json(body('method_not_allowed', `${c.req.method} is not allowed on ${c.req.path}.`), 405);
    }
    return servePage(c, fetchApp(c));
  };
