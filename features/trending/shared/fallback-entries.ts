// docs/product.md#when-something-fails: when trending fails or is empty, the built-in resources shuffled, each with score 0. The API
// answers it when its database fails; home draws it when the API itself cannot be reached.
import type { Resource } from '@quadkit/core/catalog/types';
import type { TrendingEntry } from './trending-body';

/** Fisher-Yates over a copy. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export const fallbackEntries = (
  resources: readonly Resource[],
  limit: number,
  random: () => number = Math.random,
): TrendingEntry[] =>
  shuffled(resources, random)
    .slice(0, limit)
    .map((resource) => ({ resource, score: 0 }));
