// The shared rate limiter: a window's limit holds under parallel hits, 429 says when to retry, windows reset.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createDb } from '../server/db';
import { TooManyRequestsError } from '../server/errors';
import { hitRateLimit, purgeRateLimits } from '../server/rate-limit';

const db = createDb(env.DB);
const rule = { name: 'test-posts', limit: 5, windowMs: 60 * 60 * 1000, what: 'posts' };
const HOUR = 60 * 60 * 1000;

async function outcome(who: string, now: number): Promise<'ok' | number> {
  try {
    await hitRateLimit(db, rule, who, now);
    return 'ok';
  } catch (error) {
    if (error instanceof TooManyRequestsError) return error.retryAfterSeconds;
    throw error;
  }
}

describe('hitRateLimit', () => {
  it('lets exactly the limit through when 30 hits arrive at once', async () => {
    const now = 10 * HOUR + 1000;
    const results = await Promise.all(Array.from({ length: 30 }, () => outcome('user:racer', now)));
    expect(results.filter((r) => r === 'ok')).toHaveLength(5);
  });

  it('answers 429 with the seconds left in the window and a message a person can act on', async () => {
    const start = 20 * HOUR;
    for (let i = 0; i < 5; i++) await hitRateLimit(db, rule, 'user:a', start + i);
    const error = await hitRateLimit(db, rule, 'user:a', start + 30 * 60 * 1000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect((error as TooManyRequestsError).status).toBe(429);
    expect((error as TooManyRequestsError).retryAfterSeconds).toBe(30 * 60);
    expect((error as TooManyRequestsError).message).toBe('Too many posts. Please try again in 30 minutes.');
  });

  it('counts keys apart and opens again in the next window, keeping one row per key', async () => {
    const start = 30 * HOUR;
    for (let i = 0; i < 6; i++) await outcome('user:b', start);
    expect(await outcome('user:c', start)).toBe('ok');
    expect(await outcome('user:b', start + HOUR)).toBe('ok');
    const rows = await env.DB.prepare(
      "select count(*) as n from rate_limit_counters where key = 'test-posts:user:b'",
    ).first<{
      n: number;
    }>();
    expect(rows?.n).toBe(1);
  });

  it('purges windows that have ended', async () => {
    await outcome('user:old', 40 * HOUR);
    await purgeRateLimits(db, HOUR, 45 * HOUR);
    const rows = await env.DB.prepare(
      "select count(*) as n from rate_limit_counters where key like '%user:old'",
    ).first<{
      n: number;
    }>();
    expect(rows?.n).toBe(0);
  });
});
