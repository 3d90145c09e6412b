// Rate limiting of sign-ins, per client address and per e-mail, over a 15-minute window (decision record 0016).
//
// A slot is reserved in ONE statement before any password is evaluated (an upsert that only counts while
// under the limit), so parallel requests can never evaluate more passwords than the limit. Each counter's
// window starts at its first attempt, so a locked key always waits the full 15 minutes. Three counters:
// - the address: 20 attempts per window; a success gives its slot back, so only guesses count;
// - the e-mail from an unknown place: 5 attempts per window, successes included, never given back, and never
//   cleared by a success (an attack on the address stays on record until its window ends);
// - the e-mail from a place the account already signed in from (its device cookie or its address): its own
//   5-attempt counter per place, so an attacker elsewhere can use up the unknown-place counter without ever
//   locking the owner out of their own device or network.
// Keys hold hashes, never the e-mail or the address itself. Failures are also logged in sign_in_failures.
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { ApiError, describeWait } from '@quadkit/core/server/errors';
import { signInCounters, signInFailures } from '@quadkit/core/server/schema';
import { hashSessionToken } from './session-token';

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const MAX_ATTEMPTS_PER_TRUSTED_PLACE = 5;

export { clientAddress } from '@quadkit/core/server/rate-limit';

export class TooManyAttemptsError extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(
      429,
      'too_many_attempts',
      `Too many failed sign-in attempts. Please try again in ${describeWait(retryAfterSeconds)}.`,
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Takes one of `limit` attempts of `key`, in one statement: a new key or an expired window starts afresh at 1,
 * otherwise the count rises only while under the limit. Returns 0, or the seconds until the window ends.
 */
export async function reserveSlot(db: Db, key: string, limit: number, windowMs: number, now = Date.now()) {
  const expired = sql`${signInCounters.windowStart} <= ${now - windowMs}`;
  const row = await db
    .insert(signInCounters)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: signInCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${signInCounters.hits} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${signInCounters.windowStart} end`,
      },
      setWhere: sql`${expired} or ${signInCounters.hits} < ${limit}`,
    })
    .returning({ hits: signInCounters.hits })
    .get();
  if (row) return 0;
  const held = await db.select().from(signInCounters).where(eq(signInCounters.key, key)).get();
  const endsAt = (held?.windowStart ?? now) + windowMs;
  return Math.max(1, Math.ceil((endsAt - now) / 1000));
}

/** Gives back one attempt of `key` (a success that should not count against it). */
export async function releaseSlot(db: Db, key: string): Promise<void> {
  await db
    .update(signInCounters)
    .set({ hits: sql`max(${signInCounters.hits} - 1, 0)` })
    .where(eq(signInCounters.key, key));
}

/** A short, stable digest for counter keys: the key names who is limited without storing it. */
const digest = async (text: string): Promise<string> => (await hashSessionToken(text)).slice(0, 32);

export interface SignInSlot {
  addressKey: string;
  emailKey: string;
  /** Whether the e-mail's slot is given back on success (only a trusted place's own counter is). */
  releaseEmailOnSuccess: boolean;
}

/**
 * Reserves the attempt's slots, or throws 429 without evaluating anything. `trustedPlace` is the hash of the
 * device or address this account already signed in from, when the request comes from one.
 */
export async function reserveSignInSlot(
  db: Db,
  email: string,
  address: string,
  trustedPlace: string | null,
  now = Date.now(),
): Promise<SignInSlot> {
  const addressKey = `signin:addr:${await digest(address)}`;
  const emailHash = await digest(email);
  const emailKey = trustedPlace
    ? `signin:trusted:${emailHash}:${trustedPlace.slice(0, 32)}`
    : `signin:email:${emailHash}`;
  const emailLimit = trustedPlace ? MAX_ATTEMPTS_PER_TRUSTED_PLACE : MAX_FAILURES_PER_EMAIL;
  const addressWait = await reserveSlot(db, addressKey, MAX_FAILURES_PER_ADDRESS, FAILURE_WINDOW_MS, now);
  if (addressWait > 0) throw new TooManyAttemptsError(addressWait);
  const emailWait = await reserveSlot(db, emailKey, emailLimit, FAILURE_WINDOW_MS, now);
  if (emailWait > 0) {
    // No password was evaluated: the address keeps its slot for a real attempt.
    await releaseSlot(db, addressKey);
    throw new TooManyAttemptsError(emailWait);
  }
  return { addressKey, emailKey, releaseEmailOnSuccess: trustedPlace !== null };
}

/** A success: the address gets its slot back (and a trusted place its own); the e-mail's record stays. */
export async function signInSucceeded(db: Db, slot: SignInSlot): Promise<void> {
  await releaseSlot(db, slot.addressKey);
  if (slot.releaseEmailOnSuccess) await releaseSlot(db, slot.emailKey);
}

/** The failure log (kept for the window; a success never deletes it); ended counters are pruned here too. */
export async function recordSignInFailure(db: Db, email: string, address: string, now = Date.now()): Promise<void> {
  await db.batch([
    db.delete(signInFailures).where(lt(signInFailures.failedAt, new Date(now - FAILURE_WINDOW_MS))),
    db.insert(signInFailures).values({ email, clientAddress: address, failedAt: new Date(now) }),
    db.delete(signInCounters).where(lt(signInCounters.windowStart, now - FAILURE_WINDOW_MS)),
  ]);
}
