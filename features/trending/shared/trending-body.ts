// The GET /api/trending answer, shared so the API can serve it as stored text and the UI still reads it typed.
import type { Resource } from '@quadkit/core/catalog/types';

export interface TrendingEntry {
  resource: Resource;
  /** 0 for every entry of the fallback list. */
  score: number;
}

export interface TrendingBody {
  entries: TrendingEntry[];
  windowDays: number;
  /** ISO time of the computation (the cron refresh, or the cache miss that computed it). */
  computedAt: string;
  /** 'fallback': no activity or the database failed, so the built-in list shuffled (docs/product.md#when-something-fails). */
  source: 'activity' | 'fallback';
  /** Why the fallback was used: the error's message or 'An error occurred'. */
  message?: string;
}
