// GET /api/trending query: the window in days (default 14, at most 90) and how many (default 50, at most 100).
import * as z from 'zod';
import {
  TRENDING_DEFAULT_LIMIT,
  TRENDING_DEFAULT_WINDOW_DAYS,
  TRENDING_MAX_LIMIT,
  TRENDING_MAX_WINDOW_DAYS,
} from './trending-limits';

export const trendingQuery = z.object({
  window_days: z.coerce.number().int().min(1).max(TRENDING_MAX_WINDOW_DAYS).default(TRENDING_DEFAULT_WINDOW_DAYS),
  limit: z.coerce.number().int().min(1).max(TRENDING_MAX_LIMIT).default(TRENDING_DEFAULT_LIMIT),
});

export type TrendingQuery = z.output<typeof trendingQuery>;
