// Rate limiting of sign-ins over a 15-minute window that starts at a key's first attempt (decision record 0016).
//
// A slot is reserved in ONE statement before any password is evaluated (an upsert that only counts while under
// the limit), so parallel requests can never evaluate more passwords than the limit. Who is limited by what:
// - every attempt takes a slot of the account's counter for its place: the device cookie when the account knows
//   it, else the address. 5 attempts per window; a success gives the slot back. A device the account signed in
//   with is never limited by anyone else; one address's guesses at an account stop at 5, trusted or not;
// - an attempt from a place the account does not know (a stranger: not its device, not an address it signed in
//   from in the last 30 days) also takes a slot of the e-mail's stranger counter, 5 attempts, successes included,
//   never given back or cleared by a success (only a completed password reset clears it), and of two address
//   budgets: 30 failed guesses against existing accounts, and 300 failures of any kind (typos for unknown e-mails
//   count only there). No address budget applies to a known place, so strangers sharing a campus address can never
//   lock a student out of their own device or network.
// A stranger's attempt reserves both address budgets before the lookup's outcome matters; a success gives both
// back, and a failure for an e-mail without an account gives the guesses slot back. An address budget therefore
// refuses known and unknown e-mails alike and reveals nothing about who is registered.
// Keys hold hashes, never the e-mail or the address itself. Failures are also logged in sign_in_failures.
import { eq, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { ApiError, describeWait } from '@quadkit/core/server/errors';
import { signInCounters, signInFailures } from '@quadkit/core/server/schema';
import { hashSessionToken } from './session-token';
import { addressPlace } from './trusted-places';

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
/** Failed guesses against existing accounts from one address by strangers (places no account trusts). */
export const MAX_GUESSES_PER_ADDRESS = 30;
/** Failures of any kind (typos for unknown e-mails included) from one address by strangers. */
export const MAX_FAILURES_PER_ADDRESS = 300;
/** Attempts at one account from one place (its device, else the address), whoever makes them. */
export const MAX_ATTEMPTS_PER_PLACE = 5;

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

const strangerEmailKey = (emailHash: string) => `signin:email:${emailHash}`;
const placeKeyPrefix = (emailHash: string) => `signin:trusted:${emailHash}:`;

export interface SignInSlot {
  /** The account's counter for this place (its device, else the address): given back on success. */
  placeKey: string;
  /** A stranger's counters (null from a known place, which has none). */
  stranger: { emailKey: string; guessesKey: string; failuresKey: string } | null;
}

async function reserveOrThrow(db: Db, key: string, limit: number, now: number, undo: string[]): Promise<void> {
  const wait = await reserveSlot(db, key, limit, FAILURE_WINDOW_MS, now);
  if (wait === 0) return;
  // No password was evaluated: the slots taken so far go back for a real attempt.
  for (const taken of undo) await releaseSlot(db, taken);
  throw new TooManyAttemptsError(wait);
}

/**
 * Reserves the attempt's slots, or throws 429 without evaluating anything. `trustedPlace` is the hash of the
 * device or recent address this account already signed in from, when the request comes from one.
 */
export async function reserveSignInSlot(
  db: Db,
  email: string,
  address: string,
  trustedPlace: string | null,
  now = Date.now(),
): Promise<SignInSlot> {
  const emailHash = await digest(email);
  // A stranger's place is the address: the same counter the address has once the account trusts it.
  const place = trustedPlace ?? (await addressPlace(address));
  const placeKey = `${placeKeyPrefix(emailHash)}${place.slice(0, 32)}`;
  await reserveOrThrow(db, placeKey, MAX_ATTEMPTS_PER_PLACE, now, []);
  if (trustedPlace) return { placeKey, stranger: null };
  const addressHash = await digest(address);
  const guessesKey = `signin:addr-guesses:${addressHash}`;
  const failuresKey = `signin:addr:${addressHash}`;
  const emailKey = strangerEmailKey(emailHash);
  await reserveOrThrow(db, guessesKey, MAX_GUESSES_PER_ADDRESS, now, [placeKey]);
  await reserveOrThrow(db, failuresKey, MAX_FAILURES_PER_ADDRESS, now, [placeKey, guessesKey]);
  await reserveOrThrow(db, emailKey, MAX_FAILURES_PER_EMAIL, now, [placeKey, guessesKey, failuresKey]);
  return { placeKey, stranger: { emailKey, guessesKey, failuresKey } };
}

/** A success: the place's slot and a stranger's address budgets go back; the e-mail's stranger counter stays. */
export async function signInSucceeded(db: Db, slot: SignInSlot): Promise<void> {
  await releaseSlot(db, slot.placeKey);
  if (slot.stranger) {
    await releaseSlot(db, slot.stranger.guessesKey);
    await releaseSlot(db, slot.stranger.failuresKey);
  }
}

/**
 * The failure log (kept for the window; a success never deletes it); ended counters are pruned here too. A failure
 * for an e-mail without an account gives the address's guesses slot back, in the same batch as a known e-mail's
 * (whose release matches no key), so both take the same statements.
 */
export async function recordSignInFailure(
  db: Db,
  email: string,
  address: string,
  slot: SignInSlot,
  accountExists: boolean,
  now = Date.now(),
): Promise<void> {
  const giveBack = !accountExists && slot.stranger ? slot.stranger.guessesKey : '';
  await db.batch([
    db.delete(signInFailures).where(lt(signInFailures.failedAt, new Date(now - FAILURE_WINDOW_MS))),
    db.insert(signInFailures).values({ email, clientAddress: address, failedAt: new Date(now) }),
    db.delete(signInCounters).where(lt(signInCounters.windowStart, now - FAILURE_WINDOW_MS)),
    db
      .update(signInCounters)
      .set({ hits: sql`max(${signInCounters.hits} - 1, 0)` })
      .where(eq(signInCounters.key, giveBack)),
  ]);
}

/** A completed password reset: every sign-in counter of the e-mail (its stranger counter and its places') ends. */
export async function clearSignInLockout(db: Db, email: string): Promise<void> {
  const emailHash = await digest(email);
  await db
    .delete(signInCounters)
    .where(
      or(
        eq(signInCounters.key, strangerEmailKey(emailHash)),
        like(signInCounters.key, `${placeKeyPrefix(emailHash)}%`),
      ),
    );
}
