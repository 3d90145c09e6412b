// GET /api/trending?window_days&limit: the ranking as stored in KV (refreshed by the cron), computed on a miss.
// A hot isolate usually answers before this route runs (worker/src/hot-trending.ts, from the same copy).
import { Hono, type TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { validate } from '@quadkit/core/server/validate';
import type { TrendingBody } from '../shared/trending-body';
import { trendingQuery } from '../shared/trending-input';
import { recentTrendingAnswers } from './recent-answers';
import { matchesEtag, textEtag } from './text-etag';
import { loadTrendingText, trendingKey } from './trending-service';

/** Browsers and shared caches may keep an answer a minute (the ranking changes every 10). */
export const TRENDING_CACHE_CONTROL = 'public, max-age=60';

export const trendingRoutes = new Hono<AppEnv>().get('/trending', validate('query', trendingQuery), async (c) => {
  const query = c.req.valid('query');
  const text = await loadTrendingText(
    { kv: c.env.CACHE, d1: c.env.DB, local: c.env.APP_ENV !== 'production', recent: recentTrendingAnswers },
    query,
  );
  const recent = recentTrendingAnswers.entry(trendingKey(query.window_days, query.limit));
  const etag = recent?.text === text ? recent.etag : textEtag(text);
  const headers = { ETag: etag, 'Cache-Control': TRENDING_CACHE_CONTROL };
  if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers) as never;
  // The stored text is sent as it is (no parse, no re-serialise); the type tells the client what it holds.
  return c.body(text, 200, {
    ...headers,
    'Content-Type': 'application/json; charset=UTF-8',
  }) as unknown as Response & TypedResponse<JSONParsed<TrendingBody>, 200, 'json'>;
});
