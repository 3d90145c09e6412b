// GET /api/trending query: the window in days (default 14, at most 90) and how many (default 50, at most 100).
import { z } from 'zod';

export const TRENDING_DEFAULT_WINDOW_DAYS = 14;
export const TRENDING_MAX_WINDOW_DAYS = 90;
export const TRENDING_DEFAULT_LIMIT = 50;
export const TRENDING_MAX_LIMIT = 100;
/** Home's Trending Now shows this many. */
export const HOME_TRENDING_LIMIT = 6;

export const trendingQuery = z.object({
  window_days: z.coerce.number().int().min(1).max(TRENDING_MAX_WINDOW_DAYS).default(TRENDING_DEFAULT_WINDOW_DAYS),
  limit: z.coerce.number().int().min(1).max(TRENDING_MAX_LIMIT).default(TRENDING_DEFAULT_LIMIT),
});

export type TrendingQuery = z.output<typeof trendingQuery>;
