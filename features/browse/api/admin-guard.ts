// Admin-only browse routes (the problem reports queue): to anyone but an admin they do not exist (404, like any
// unknown path), checked before the body so a non-admin learns nothing from a 400 either.
import { createMiddleware } from 'hono/factory';
import { isAdminEmail } from '@quadkit/core/server/admin';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { notFound } from '@quadkit/core/server/errors';

export const adminOnly = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user || !(await isAdminEmail(c.var.db, user.email))) {
    throw notFound(`There is no API endpoint ${c.req.method} ${c.req.path}.`);
  }
  await next();
});
