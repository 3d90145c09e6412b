// docs/product.md#when-something-fails: on failure, an empty result or an exception, the built-in resources shuffled with score 0,
// and the message (or 'An error occurred') kept.
import { RESOURCES } from '@quadkit/core/catalog/resources';
import { fallbackEntries } from '../shared/fallback-entries';
import type { TrendingBody } from '../shared/trending-body';

export const FALLBACK_MESSAGE = 'An error occurred';

export function fallbackTrending(
  windowDays: number,
  limit: number,
  message: string = FALLBACK_MESSAGE,
  now = Date.now(),
  random: () => number = Math.random,
): TrendingBody {
  return {
    entries: fallbackEntries(RESOURCES, limit, random),
    windowDays,
    computedAt: new Date(now).toISOString(),
    source: 'fallback',
    message: message || FALLBACK_MESSAGE,
  };
}
