// GET /api/trending?window_days&limit: the ranking as stored in KV (refreshed by the cron), computed on a miss.
import { Hono, type TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { validate } from '@quadkit/core/server/validate';
import type { TrendingBody } from '../shared/trending-body';
import { trendingQuery } from '../shared/trending-input';
import { recentTrendingAnswers } from './recent-answers';
import { loadTrendingText } from './trending-service';

export const trendingRoutes = new Hono<AppEnv>().get('/trending', validate('query', trendingQuery), async (c) => {
  const text = await loadTrendingText(
    { kv: c.env.CACHE, d1: c.env.DB, local: c.env.APP_ENV !== 'production', recent: recentTrendingAnswers },
    c.req.valid('query'),
  );
  // The stored text is sent as it is (no parse, no re-serialise); the type tells the client what it holds.
  return c.body(text, 200, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Cache-Control': 'public, max-age=60',
  }) as unknown as Response & TypedResponse<JSONParsed<TrendingBody>, 200, 'json'>;
});
