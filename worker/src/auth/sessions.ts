// Sessions in D1: create, look up with sliding expiry (30 days, renewed when under 15 remain), revoke.
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { sessions, users } from '@quadkit/core/server/schema';
import type { SessionUser } from '@quadkit/core/server/session-user';
import { hashSessionToken, newSessionToken } from './session-token';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
export const SESSION_RENEW_BELOW_MS = 15 * DAY_MS;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(db: Db, userId: string, now = Date.now()): Promise<NewSession> {
  const token = newSessionToken();
  const expiresAt = new Date(now + SESSION_LIFETIME_MS);
  await db.batch([
    // Housekeeping while we are here: the user's expired sessions can go.
    db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date(now)))),
    db.insert(sessions).values({ tokenHash: await hashSessionToken(token), userId, expiresAt }),
  ]);
  return { token, expiresAt };
}

export type SessionLookup = { state: 'none' } | { state: 'valid'; user: SessionUser; renewedUntil?: Date };

/** The token's user, renewing the expiry when it is getting close; an expired session is deleted. */
export async function findSession(db: Db, token: string, now = Date.now()): Promise<SessionLookup> {
  const tokenHash = await hashSessionToken(token);
  const row = await db
    .select({ id: users.id, email: users.email, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .get();
  if (!row) return { state: 'none' };
  const user = { id: row.id, email: row.email };
  const remaining = row.expiresAt.getTime() - now;
  if (remaining <= 0) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return { state: 'none' };
  }
  if (remaining >= SESSION_RENEW_BELOW_MS) return { state: 'valid', user };
  const renewedUntil = new Date(now + SESSION_LIFETIME_MS);
  await db.update(sessions).set({ expiresAt: renewedUntil }).where(eq(sessions.tokenHash, tokenHash));
  return { state: 'valid', user, renewedUntil };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, await hashSessionToken(token)));
}
