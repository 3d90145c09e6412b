// Sessions in D1: create, look up with sliding expiry (30 days, renewed when under 15 remain), revoke.
import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { sessions, users } from '@quadkit/core/server/schema';
import type { SessionUser } from '@quadkit/core/server/session-user';
import { forgetSession, forgetUserSessions, memoizedUser, memoizeSession } from './session-memo';
import { hashSessionToken, newSessionToken } from './session-token';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
export const SESSION_RENEW_BELOW_MS = 15 * DAY_MS;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Last-seen times move at most this often, so a busy session does not write on every request. */
const LAST_SEEN_STEP_MS = 60 * 1000;

export async function createSession(db: Db, userId: string, userAgent = '', now = Date.now()): Promise<NewSession> {
  const token = newSessionToken();
  const expiresAt = new Date(now + SESSION_LIFETIME_MS);
  await db.batch([
    // Housekeeping while we are here: the user's expired sessions can go.
    db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date(now)))),
    db.insert(sessions).values({
      tokenHash: await hashSessionToken(token),
      userId,
      expiresAt,
      userAgent: userAgent.slice(0, 300),
      lastSeenAt: new Date(now),
    }),
  ]);
  return { token, expiresAt };
}

export type SessionLookup =
  | { state: 'none'; housekeeping?: () => Promise<unknown> }
  | { state: 'valid'; user: SessionUser; renewedUntil?: Date; housekeeping?: () => Promise<unknown> };

/**
 * The token's user, in one read (a replica's, on a read request). What the lookup changes, deleting an expired session,
 * renewing an expiry that is getting close, moving the last-seen time, is returned as `housekeeping` for the caller
 * to run after the answer: the answer already knows the outcome, so a student never waits on the primary for it.
 */
export async function findSession(
  db: Db,
  token: string,
  { read = false, now = Date.now() }: { read?: boolean; now?: number } = {},
): Promise<SessionLookup> {
  const tokenHash = await hashSessionToken(token);
  // A read may take this isolate's recent check (session-memo.ts); its housekeeping waits for the next real one.
  const memoized = read ? memoizedUser(tokenHash, now) : null;
  if (memoized) return { state: 'valid', user: memoized };
  const { lookup, expiresAt } = await lookUpSession(db, tokenHash, now);
  if (lookup.state === 'valid') memoizeSession(tokenHash, lookup.user, expiresAt, now);
  else forgetSession(tokenHash);
  return lookup;
}

/** The lookup in D1, and the expiry the session has once its housekeeping is done. */
async function lookUpSession(
  db: Db,
  tokenHash: string,
  now: number,
): Promise<{ lookup: SessionLookup; expiresAt: number }> {
  const row = await db
    .select({ id: users.id, email: users.email, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .get();
  if (!row) return { lookup: { state: 'none' }, expiresAt: 0 };
  const user = { id: row.id, email: row.email };
  const expiresAt = row.expiresAt.getTime();
  const remaining = expiresAt - now;
  if (remaining <= 0) {
    const housekeeping = () => db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return { lookup: { state: 'none', housekeeping }, expiresAt };
  }
  const seen = now - row.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS;
  if (remaining >= SESSION_RENEW_BELOW_MS) {
    if (!seen) return { lookup: { state: 'valid', user }, expiresAt };
    const housekeeping = () =>
      db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.tokenHash, tokenHash));
    return { lookup: { state: 'valid', user, housekeeping }, expiresAt };
  }
  const renewedUntil = new Date(now + SESSION_LIFETIME_MS);
  const housekeeping = () =>
    db
      .update(sessions)
      .set({ expiresAt: renewedUntil, lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  return { lookup: { state: 'valid', user, renewedUntil, housekeeping }, expiresAt: renewedUntil.getTime() };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  const tokenHash = await hashSessionToken(token);
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  // After the delete: a read checked meanwhile may have memoized the session.
  forgetSession(tokenHash);
}

/** The public id of a session in the sessions list: a prefix of its token's hash (never the token). */
export const sessionIdOf = (tokenHash: string): string => tokenHash.slice(0, 16);

export interface SessionRow {
  tokenHash: string;
  userAgent: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The user's live sessions, most recently seen first. */
export async function listSessions(db: Db, userId: string, now = Date.now()): Promise<SessionRow[]> {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date(now))))
    .orderBy(desc(sessions.lastSeenAt))
    .all();
}

/** Signs out every session of the user except `keepTokenHash` (every one when it is null). */
export async function deleteOtherSessions(db: Db, userId: string, keepTokenHash: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    );
  forgetUserSessions(userId, keepTokenHash);
}
