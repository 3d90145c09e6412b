// Who may review: admins only. To anyone else the review API does not exist (404, like any unknown path),
// so its existence never leaks; import-majors instead answers 401/403 as the issue asks.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isAdminEmail } from '@quadkit/core/server/admin';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { ApiError, notFound } from '@quadkit/core/server/errors';
import type { SessionUser } from '@quadkit/core/server/session-user';
import { requireUser } from '@quadkit/core/server/session-user';

/** The signed-in admin, or a 404 for everyone else. */
export async function adminOr404(c: Context<AppEnv>): Promise<SessionUser> {
  const user = c.var.user;
  if (!user || !(await isAdminEmail(c.var.db, user.email))) {
    throw notFound(`There is no API endpoint ${c.req.method} ${c.req.path}.`);
  }
  return user;
}

/** The signed-in admin; 401 when signed out, 403 when signed in without admin rights. */
export async function adminOr403(c: Context<AppEnv>): Promise<SessionUser> {
  const user = requireUser(c);
  if (!(await isAdminEmail(c.var.db, user.email))) {
    throw new ApiError(403, 'forbidden', 'Only admins may run this function.');
  }
  return user;
}

/** Middleware form of adminOr404, so a non-admin learns nothing, not even from a 400 on a bad body. */
export const adminOnly = createMiddleware<AppEnv>(async (c, next) => {
  await adminOr404(c);
  await next();
});

/** The admin adminOnly let through. */
export const reviewer = (c: Context<AppEnv>): SessionUser => requireUser(c);
