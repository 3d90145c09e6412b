// Who may call what: posting needs a signed-in user (401), moderation an admin. Anyone else asking for a
// moderation route gets the same 404 as a path that does not exist, so the queue's existence never leaks.
import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { isAdminEmail } from '@quadkit/core/server/admin';
import { ApiError } from '@quadkit/core/server/errors';
import { requireUser } from '@quadkit/core/server/session-user';

export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});

export const adminOnly = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user || !(await isAdminEmail(c.var.db, user.email))) {
    throw new ApiError(404, 'not_found', `There is no API endpoint ${c.req.method} ${c.req.path}.`);
  }
  await next();
});

/** Refuses a request body over `maxSize` bytes before anything reads or parses it. */
export const capBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(
        413,
        'payload_too_large',
        `The request body must be at most ${Math.round(maxSize / 1024)} KB.`,
      );
    },
  });
