// Cross-site request protection: a mutating /api/* request must carry an Origin equal to our own.
// Hono's csrf() only looks at form-like content types; this refuses JSON and raw bodies from other
// sites too, and answers in the API's one error shape.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { ApiError } from '@quadkit/core/server/errors';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (MUTATING.has(c.req.method) && c.req.header('origin') !== new URL(c.req.url).origin) {
    throw new ApiError(
      403,
      'cross_site_request',
      'This request was refused because it did not come from this site. Reload the page and try again.',
    );
  }
  await next();
};
