// Sessions this isolate has just checked, so a signed-in student's next reads cost one round trip (the read itself)
// instead of two (the session, then the read): far from the database each trip is the distance twice.
// Only reads use it; a write always checks its session in D1. Every revocation this isolate makes (sign-out,
// signing out other devices, a password reset, an account deletion) forgets at once; a revocation made on another
// isolate is seen here within MEMO_MS, as a replica sees it within its replication delay.
import type { SessionUser } from '@quadkit/core/server/session-user';

/** How long a checked session answers this isolate's reads without asking D1 again. */
export const MEMO_MS = 10_000;
/** Bounded: an isolate serving many students keeps the most recently checked. */
const MAX_ENTRIES = 2_000;

interface Checked {
  user: SessionUser;
  /** The session's own expiry: a memo never outlives it. */
  expiresAt: number;
  checkedAt: number;
}

/** By token hash (never the token), oldest check first. */
const checked = new Map<string, Checked>();

/** The user of a session checked less than MEMO_MS ago, or null (ask D1). */
export function memoizedUser(tokenHash: string, now = Date.now()): SessionUser | null {
  const entry = checked.get(tokenHash);
  if (!entry) return null;
  if (now - entry.checkedAt >= MEMO_MS || now >= entry.expiresAt) {
    checked.delete(tokenHash);
    return null;
  }
  return entry.user;
}

export function memoizeSession(tokenHash: string, user: SessionUser, expiresAt: number, now = Date.now()): void {
  checked.delete(tokenHash);
  checked.set(tokenHash, { user, expiresAt, checkedAt: now });
  if (checked.size > MAX_ENTRIES) checked.delete(checked.keys().next().value as string);
}

export const forgetSession = (tokenHash: string): void => void checked.delete(tokenHash);

/** Forgets every session of the user (but `keepTokenHash`, the one that stays signed in). */
export function forgetUserSessions(userId: string, keepTokenHash: string | null = null): void {
  for (const [hash, entry] of checked) {
    if (entry.user.id === userId && hash !== keepTokenHash) checked.delete(hash);
  }
}

/** Everything: for tests that change sessions in D1 behind the worker's back, as another isolate would. */
export const forgetAllSessions = (): void => checked.clear();
