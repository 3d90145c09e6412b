// The trending feature's server side: events, trending and recommendations under /api, plus the cron's jobs.
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { eventRoutes } from './event-routes';
import { documentTrending } from './openapi-docs';
import { recommendationRoutes } from './recommendation-routes';
import { trendingRoutes } from './trending-routes';

export const trendingApi = new Hono<AppEnv>()
  .route('/', eventRoutes)
  // Its /api/openapi.json entry (describeRoute), kept here so trending-routes.ts stays as it is.
  .use('/trending', documentTrending)
  .route('/', trendingRoutes)
  .route('/', recommendationRoutes);

export type TrendingApi = typeof trendingApi;
export { runScheduledJobs } from './scheduled';
export { DEMO_PATH, writeSyntheticActivity } from './synthetic-activity';
export { trendingStatement } from './trending-score';
export { recentTrendingAnswers } from './recent-answers';
export { matchesEtag } from './text-etag';
export { hotTrendingKey } from './trending-hot-key';
