// Middleware for a user's own data, shared by every feature API: never cached, and signed in before anything
// else is checked (so a signed-out request is told to sign in rather than that its body is wrong).
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { ApiError } from './errors';
import { requireUser } from './session-user';

/** Answers carry Cache-Control: no-store (they depend on who asks). */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

/** 401 for a signed-out request: 'Auth session missing!', or the feature's own spec text. */
export const signedIn = (message?: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (message && !c.var.user) throw new ApiError(401, 'unauthorized', message);
    requireUser(c);
    await next();
  });
