// One rate limiter for every feature: a fixed-window counter per key in D1, incremented and read in a
// single statement (INSERT … ON CONFLICT DO UPDATE … RETURNING), so parallel requests cannot slip past it.
import type { Context } from 'hono';
import { and, eq, like, lt, sql } from 'drizzle-orm';
import type { Db } from './db';
import { TooManyRequestsError } from './errors';
import { rateLimitCounters } from './schema';

export interface RateLimit {
  /** Names the limited action in the key, e.g. 'chat' or 'bulletin-post'. */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
  /** The 429 message's subject: "Too many {what}. Please try again in 5 minutes." */
  what: string;
}

/** The caller's address: Cloudflare's CF-Connecting-IP, or 'local' when absent (dev, tests). */
export const clientAddress = (c: Context): string => c.req.header('cf-connecting-ip')?.trim() || 'local';

/** "user:<id>" for a signed-in caller, else "addr:<ip>": who a per-user-or-address limit counts. */
export const callerKey = (c: Context, userId: string | null | undefined): string =>
  userId ? `user:${userId}` : `addr:${clientAddress(c)}`;

/**
 * One hit's statements, for a caller that runs them in its own D1 batch (one round trip, one transaction):
 * `count` adds the hits and returns the window's total, `prune` drops the key's older windows, `withinLimit` is
 * a SQL condition for a write placed after `count` in the batch (true while the total is within the limit), and
 * `enforce` throws the 429 for a total past the limit.
 */
export function rateLimitHit(db: Db, rule: RateLimit, who: string, now = Date.now(), weight = 1) {
  const key = `${rule.name}:${who}`;
  const windowStart = now - (now % rule.windowMs);
  return {
    count: db
      .insert(rateLimitCounters)
      .values({ key, windowStart, hits: weight })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { hits: sql`${rateLimitCounters.hits} + ${weight}` },
      })
      .returning({ hits: rateLimitCounters.hits }),
    prune: db
      .delete(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, key), lt(rateLimitCounters.windowStart, windowStart))),
    withinLimit: sql`(SELECT ${rateLimitCounters.hits} FROM ${rateLimitCounters} WHERE ${rateLimitCounters.key} = ${key} AND ${rateLimitCounters.windowStart} = ${windowStart}) <= ${rule.limit}`,
    enforce(hits: number): void {
      if (hits > rule.limit) {
        throw new TooManyRequestsError(rule.what, Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000)));
      }
    },
  };
}

/**
 * Counts `weight` hits for `who` (1 request, or e.g. the events in a batch) and throws TooManyRequestsError
 * (429, Retry-After) once the window's limit is passed. Hits over the limit are still counted, so hammering a
 * closed window does not reopen it early.
 */
export async function hitRateLimit(db: Db, rule: RateLimit, who: string, now = Date.now(), weight = 1): Promise<void> {
  const hit = rateLimitHit(db, rule, who, now, weight);
  const row = await hit.count.get();
  const hits = row?.hits ?? weight;
  // A key's first hit in a window clears its older windows, so a key keeps at most one row.
  if (hits === weight) await hit.prune;
  hit.enforce(hits);
}

/** Deletes every counter whose window ended before `now` (the scheduled job calls this). */
export async function purgeRateLimits(db: Db, maxWindowMs: number, now = Date.now()): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, now - maxWindowMs));
}

/** The delete of a user's counters ("…:user:<id>"), for account deletion's batch: no row may keep their id. */
export const forgetUserRateLimits = (db: Db, userId: string) =>
  db.delete(rateLimitCounters).where(like(rateLimitCounters.key, `%:user:${userId}`));

/**
 * Reserves one of `limit` slots for `key` in the current window, in ONE statement: the counter only moves
 * while it is under the limit, so N parallel callers can never get more than `limit` slots between them.
 * Returns the seconds until the window ends when no slot is left, or 0 when a slot was reserved.
 */
export async function reserveSlot(db: Db, key: string, limit: number, windowMs: number, now = Date.now()) {
  const windowStart = now - (now % windowMs);
  const row = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
      setWhere: sql`${rateLimitCounters.hits} < ${limit}`,
    })
    .returning({ hits: rateLimitCounters.hits })
    .get();
  if (row) return 0;
  return Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
}

/** Gives back a slot reserved by reserveSlot in the same window (e.g. after a success that should not count). */
export async function releaseSlot(db: Db, key: string, windowMs: number, now = Date.now()): Promise<void> {
  const windowStart = now - (now % windowMs);
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`max(${rateLimitCounters.hits} - 1, 0)` })
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
}
