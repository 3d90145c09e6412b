// Sets c.var.user on every /api/* request from the qk_session cookie, re-sending the cookie when the
// session's expiry slides forward and clearing it when the session is expired or revoked.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { clearSessionCookie, readSessionCookie, sendSessionCookie } from './session-cookie';
import { findSession } from './sessions';

export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  const token = readSessionCookie(c);
  if (token) {
    const session = await findSession(c.var.db, token);
    if (session.state === 'valid') {
      c.set('user', session.user);
      if (session.renewedUntil) sendSessionCookie(c, token, session.renewedUntil);
    } else {
      clearSessionCookie(c);
    }
  }
  await next();
};
