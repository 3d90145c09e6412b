// Rate limiting of failed sign-ins, per e-mail and per client address, counted in D1 over a 15-minute window.
import { and, asc, count, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { ApiError, describeWait } from '@quadkit/core/server/errors';
import { signInFailures } from '@quadkit/core/server/schema';

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

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

/** Milliseconds until fewer than `limit` failures match `scope` in the window, or 0 when already fewer. */
async function waitFor(db: Db, scope: SQL | undefined, limit: number, now: number): Promise<number> {
  const since = new Date(now - FAILURE_WINDOW_MS);
  const inWindow = and(scope, gt(signInFailures.failedAt, since));
  const total = (await db.select({ n: count() }).from(signInFailures).where(inWindow).get())?.n ?? 0;
  if (total < limit) return 0;
  // The failure whose expiry brings the count under the limit.
  const row = await db
    .select({ failedAt: signInFailures.failedAt })
    .from(signInFailures)
    .where(inWindow)
    .orderBy(asc(signInFailures.failedAt))
    .limit(1)
    .offset(total - limit)
    .get();
  return row ? row.failedAt.getTime() + FAILURE_WINDOW_MS - now : FAILURE_WINDOW_MS;
}

/** Throws 429 (with the seconds to wait) when the e-mail or the address has failed too often lately. */
export async function assertSignInAllowed(db: Db, email: string, address: string, now = Date.now()): Promise<void> {
  const [byEmail, byAddress] = await Promise.all([
    waitFor(db, eq(signInFailures.email, email), MAX_FAILURES_PER_EMAIL, now),
    waitFor(db, eq(signInFailures.clientAddress, address), MAX_FAILURES_PER_ADDRESS, now),
  ]);
  const waitMs = Math.max(byEmail, byAddress);
  if (waitMs > 0) throw new TooManyAttemptsError(Math.max(1, Math.ceil(waitMs / 1000)));
}

export async function recordSignInFailure(db: Db, email: string, address: string, now = Date.now()): Promise<void> {
  await db.batch([
    db.delete(signInFailures).where(lt(signInFailures.failedAt, new Date(now - FAILURE_WINDOW_MS))),
    db.insert(signInFailures).values({ email, clientAddress: address, failedAt: new Date(now) }),
  ]);
}

export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}
