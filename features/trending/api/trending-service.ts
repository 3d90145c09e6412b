// Trending served from KV: a stored answer is returned as it is (no D1 query); a miss or a KV failure computes
// it from D1 and stores it; a D1 failure answers the spec's fallback, which is never stored.
import { inArray } from 'drizzle-orm';
import { createDb } from '@quadkit/core/server/db';
import { toResource } from '@quadkit/core/server/resource-row';
import { resources } from '@quadkit/core/server/schema';
import { bumpVersion } from '@quadkit/core/server/versions';
import type { TrendingBody, TrendingEntry } from '../shared/trending-body';
import type { TrendingQuery } from '../shared/trending-input';
import { TRENDING_DEFAULT_WINDOW_DAYS, TRENDING_MAX_LIMIT } from '../shared/trending-limits';
import type { RecentAnswers } from './recent-answers';
import { fallbackTrending } from './trending-fallback';
import { computeTrendingRows } from './trending-score';

export interface TrendingDeps {
  kv: KVNamespace;
  d1: D1Database;
  /** Local dev and tests: answers computed on a miss live one minute (KV's shortest TTL). */
  local: boolean;
  /** The isolate's copy in front of KV (the route's); without it every call reads KV. */
  recent?: RecentAnswers;
}

/** How long a computed answer is kept: production's cron rewrites the default every 10 minutes. */
const TTL_SECONDS = { local: 60, missProduction: 600, cron: 1800 };
/** The limits the cron refreshes for the default window: home (6), the page (50) and the maximum. */
export const REFRESHED_LIMITS = [6, 50, TRENDING_MAX_LIMIT] as const;

export const trendingKey = (windowDays: number, limit: number) => `trending:v1:${windowDays}:${limit}`;

/** Top `limit` resources with their scores, or the fallback when there is no activity. Throws on D1 failure. */
export async function computeTrending(d1: D1Database, windowDays: number, limit: number, now = Date.now()) {
  const rows = await computeTrendingRows(d1, windowDays, limit, now);
  if (rows.length === 0) return fallbackTrending(windowDays, limit, undefined, now);
  const found = await createDb(d1)
    .select()
    .from(resources)
    .where(
      inArray(
        resources.id,
        rows.map((row) => row.resource_id),
      ),
    );
  const byId = new Map(found.map((row) => [row.id, toResource(row)]));
  const entries: TrendingEntry[] = rows.flatMap((row) => {
    const resource = byId.get(row.resource_id);
    return resource ? [{ resource, score: row.score }] : [];
  });
  const body: TrendingBody = { entries, windowDays, computedAt: new Date(now).toISOString(), source: 'activity' };
  return body;
}

async function readCache(kv: KVNamespace, key: string): Promise<string | null> {
  try {
    return await kv.get(key, 'text');
  } catch (error) {
    console.warn('Trending cache read failed; computing instead', error);
    return null;
  }
}

async function writeCache(kv: KVNamespace, key: string, text: string, ttl: number): Promise<void> {
  try {
    await kv.put(key, text, { expirationTtl: ttl });
  } catch (error) {
    console.warn('Trending cache write failed', error);
  }
}

/** The answer's JSON text for one window and limit. */
export async function loadTrendingText(deps: TrendingDeps, query: TrendingQuery): Promise<string> {
  const key = trendingKey(query.window_days, query.limit);
  const recent = deps.recent?.get(key);
  if (recent) return recent;
  const cached = await readCache(deps.kv, key);
  if (cached !== null) {
    deps.recent?.set(key, cached);
    return cached;
  }
  let body: TrendingBody;
  try {
    body = await computeTrending(deps.d1, query.window_days, query.limit);
  } catch (error) {
    console.error('Trending computation failed; answering the built-in list', error);
    return JSON.stringify(
      fallbackTrending(query.window_days, query.limit, error instanceof Error ? error.message : undefined),
    );
  }
  const text = JSON.stringify(body);
  await writeCache(deps.kv, key, text, deps.local ? TTL_SECONDS.local : TTL_SECONDS.missProduction);
  deps.recent?.set(key, text);
  // A new ranking of the default window may differ from the one a kept home page draws: that page is purged.
  if (query.window_days === TRENDING_DEFAULT_WINDOW_DAYS) await bumpVersion(deps.kv, 'trending');
  return text;
}

/** The cron's refresh: the default window computed once, stored for each refreshed limit. */
export async function refreshTrending(deps: TrendingDeps, now = Date.now()): Promise<void> {
  const windowDays = TRENDING_DEFAULT_WINDOW_DAYS;
  const top = await computeTrending(deps.d1, windowDays, TRENDING_MAX_LIMIT, now);
  const ttl = deps.local ? TTL_SECONDS.local : TTL_SECONDS.cron;
  // This isolate's copies are dropped so it serves the new ranking at once (others within their few seconds).
  deps.recent?.clear();
  await Promise.all(
    REFRESHED_LIMITS.map((limit) => {
      const body: TrendingBody = { ...top, entries: top.entries.slice(0, limit) };
      return writeCache(deps.kv, trendingKey(windowDays, limit), JSON.stringify(body), ttl);
    }),
  );
  // After the writes: a home page drawn from the previous ranking was kept under the previous version.
  await bumpVersion(deps.kv, 'trending');
}
