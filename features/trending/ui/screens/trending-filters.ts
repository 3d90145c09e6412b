// The page's filters: text matches title, description or any tag (case-insensitive); category is exact.
import { categoryTitle } from '@quadkit/core/catalog/categories';
import type { TrendingEntry } from '../../shared/trending-body';
import { compareWords } from '@quadkit/core/shared/plain-format';

export interface TrendingFilters {
  text: string;
  /** A category slug, or '' for All Categories. */
  category: string;
}

export const NO_FILTERS: TrendingFilters = { text: '', category: '' };

export const hasFilters = (filters: TrendingFilters) => filters.text.trim() !== '' || filters.category !== '';

export function filterEntries(entries: readonly TrendingEntry[], filters: TrendingFilters): TrendingEntry[] {
  const wanted = filters.text.trim().toLowerCase();
  return entries.filter(({ resource }) => {
    if (filters.category && resource.category !== filters.category) return false;
    if (!wanted) return true;
    return (
      resource.title.toLowerCase().includes(wanted) ||
      resource.description.toLowerCase().includes(wanted) ||
      resource.tags.some((tag) => tag.toLowerCase().includes(wanted))
    );
  });
}

/** Distinct categories of the list, sorted by their names as shown (`nameOf` gives the reader's language): the
 * select's options after All Categories. */
export function categoryOptions(
  entries: readonly TrendingEntry[],
  nameOf: (english: string) => string = (english) => english,
): { slug: string; name: string }[] {
  const slugs = [...new Set(entries.map((e) => e.resource.category))];
  return slugs
    .map((slug) => ({ slug, name: nameOf(categoryTitle(slug)) }))
    .sort((a, b) => compareWords(a.name, b.name));
}

export function trendingStats(entries: readonly TrendingEntry[]) {
  return {
    resources: entries.length,
    categories: new Set(entries.map((e) => e.resource.category)).size,
    tags: new Set(entries.flatMap((e) => e.resource.tags)).size,
  };
}
