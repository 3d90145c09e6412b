// The Cron Trigger's work (every 10 minutes, wrangler.toml [triggers]): refresh the trending cache, purge
// events older than 90 days and expired rate-limit windows. Each job runs even if another fails.
import { createDb } from '@quadkit/core/server/db';
import type { Env } from '@quadkit/core/server/env';
import { purgeRateLimits } from '@quadkit/core/server/rate-limit';
import { purgeOldEvents } from './event-writes';
import { recentTrendingAnswers } from './recent-answers';
import { refreshTrending } from './trending-service';

/** No rate limit window is longer than a day. */
const LONGEST_RATE_WINDOW_MS = 86_400_000;

export async function runScheduledJobs(env: Env, now = Date.now()): Promise<void> {
  const db = createDb(env.DB);
  const results = await Promise.allSettled([
    refreshTrending(
      { kv: env.CACHE, d1: env.DB, local: env.APP_ENV !== 'production', recent: recentTrendingAnswers },
      now,
    ),
    purgeOldEvents(db, now),
    purgeRateLimits(db, LONGEST_RATE_WINDOW_MS, now),
  ]);
  const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  for (const failure of failed) console.error('Scheduled job failed', failure.reason);
  if (failed.length > 0) throw new Error(`${failed.length} scheduled job(s) failed`);
}
