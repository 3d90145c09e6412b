// Sign-up's writes in ONE D1 batch whose statements are the same whether or not the e-mail is taken: the user
// insert does nothing on a taken e-mail, and the trusted places and the session are inserted only where the new
// user row exists. So a taken e-mail costs the same work (and round trips) as a new one (decision record 0016).
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { sessions, trustedSignIns, users } from '@quadkit/core/server/schema';
import { forgetSession } from './session-memo';
import { hashSessionToken } from './session-token';
import { SESSION_LIFETIME_MS } from './sessions';
import { addressPlace } from './trusted-places';

export interface NewAccount {
  email: string;
  passwordHash: string;
  /** This browser's device token and address: trusted places of the new account. */
  device: string;
  address: string;
  /** The new session's token (also sent on a taken e-mail, where it opens nothing). */
  sessionToken: string;
  userAgent: string;
  /** The session this browser had before, replaced (deleted) either way. */
  previousSessionToken: string | undefined;
}

/** The new user's id, or null when the e-mail was taken (the unique index decides, also between racing sign-ups). */
export async function createAccount(db: Db, account: NewAccount, now = Date.now()): Promise<string | null> {
  const id = crypto.randomUUID();
  const [deviceHash, addressHash, tokenHash, previousHash] = await Promise.all([
    hashSessionToken(`device:${account.device}`),
    addressPlace(account.address),
    hashSessionToken(account.sessionToken),
    hashSessionToken(account.previousSessionToken ?? ''),
  ]);
  // Selected from the new user's row: one row when it was inserted, none when the e-mail was taken.
  const fromNewUser = <T extends Record<string, SQL.Aliased>>(fields: T) =>
    db.select(fields).from(users).where(eq(users.id, id));
  const place = (kind: 'device' | 'address', keyHash: string) =>
    db.insert(trustedSignIns).select(
      fromNewUser({
        userId: sql<string>`${id}`.as('user_id'),
        kind: sql<typeof kind>`${kind}`.as('kind'),
        keyHash: sql<string>`${keyHash}`.as('key_hash'),
        lastUsedAt: sql<Date>`${now}`.as('last_used_at'),
      }),
    );
  const [, , , , , rows] = await db.batch([
    db.delete(sessions).where(eq(sessions.tokenHash, previousHash)),
    db.insert(users).values({ id, email: account.email, passwordHash: account.passwordHash }).onConflictDoNothing(),
    place('device', deviceHash),
    place('address', addressHash),
    db.insert(sessions).select(
      fromNewUser({
        tokenHash: sql<string>`${tokenHash}`.as('token_hash'),
        userId: sql<string>`${id}`.as('user_id'),
        expiresAt: sql<Date>`${now + SESSION_LIFETIME_MS}`.as('expires_at'),
        createdAt: sql<Date>`${now}`.as('created_at'),
        userAgent: sql<string>`${account.userAgent.slice(0, 300)}`.as('user_agent'),
        lastSeenAt: sql<Date>`${now}`.as('last_seen_at'),
      }),
    ),
    db.select({ id: users.id }).from(users).where(eq(users.id, id)),
  ]);
  forgetSession(previousHash);
  return rows.length > 0 ? id : null;
}
