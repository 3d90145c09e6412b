// Sets c.var.user on every /api/* request from the qk_session cookie, re-sending the cookie when the
// session's expiry slides forward and clearing it when the session is expired or revoked. The check is one read
// (a replica's, through the request's D1 session), or none for a read this isolate checked moments ago
// (session-memo.ts); its writes wait until the answer has gone.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { afterAnswer } from '@quadkit/core/server/edge-cache';
import { offTheClock } from '../http/server-timing';
import { clearSessionCookie, readSessionCookie, sendSessionCookie } from './session-cookie';
import { findSession } from './sessions';

export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  const token = readSessionCookie(c);
  if (token) {
    // A read may be answered from this isolate's recent check of the same session; a write always asks D1.
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    const session = await findSession(c.var.db, token, { read });
    if (session.housekeeping) await afterAnswer(c, offTheClock(session.housekeeping).catch(logHousekeepingFailure));
    if (session.state === 'valid') {
      c.set('user', session.user);
      if (session.renewedUntil) sendSessionCookie(c, token, session.renewedUntil);
    } else {
      clearSessionCookie(c);
    }
  }
  await next();
};

/** The answer stands without it: a missed last-seen time or renewal is made on a later request. */
const logHousekeepingFailure = (error: unknown) => console.warn('Session housekeeping failed:', error);
