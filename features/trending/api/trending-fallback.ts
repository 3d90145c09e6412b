// SPEC section 8: on failure, an empty result or an exception, the built-in resources shuffled with score 0,
// and the message (or 'An error occurred') kept.
import { RESOURCES } from '@quadkit/core/catalog/resources';
import type { TrendingBody } from '../shared/trending-body';

export const FALLBACK_MESSAGE = 'An error occurred';

/** Fisher-Yates over a copy. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export function fallbackTrending(
  windowDays: number,
  limit: number,
  message: string = FALLBACK_MESSAGE,
  now = Date.now(),
  random: () => number = Math.random,
): TrendingBody {
  return {
    entries: shuffled(RESOURCES, random)
      .slice(0, limit)
      .map((resource) => ({ resource, score: 0 })),
    windowDays,
    computedAt: new Date(now).toISOString(),
    source: 'fallback',
    message: message || FALLBACK_MESSAGE,
  };
}
