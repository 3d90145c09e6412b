// Browse's client-side search, filters and sorts over the loaded list (docs/product.md#rules-and-messages and #limits).
import { categoryTitle } from '@quadkit/core/catalog/categories';
import { notRuledOut, type EligibilityViewer } from '@quadkit/core/catalog/eligibility/rule';
import type { Resource } from '@quadkit/core/catalog/types';
import type { TaxonomyKind } from '@quadkit/core/shared/i18n/taxonomy';
import { compareWords } from '@quadkit/core/shared/plain-format';
import type { BrowseSort, BrowseState } from './browse-query';

/** docs/product.md#browse: browse search splits on whitespace and commas; blanks are dropped. */
export function splitTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
}

/** A category or tag name as the reader sees it; English by default. */
export type ShownName = (kind: TaxonomyKind, english: string) => string;

/**
 * Any term appearing in the title, description, category or a tag (case-insensitive) is a match; category and tag
 * names count in English and as the reader sees them, so 'gratis' finds what is tagged Free.
 */
export function matchesAnyTerm(resource: Resource, terms: readonly string[], shown?: ShownName): boolean {
  if (terms.length === 0) return true;
  const category = categoryTitle(resource.category);
  const haystack = [
    resource.title,
    resource.description,
    category,
    resource.category,
    ...resource.tags,
    ...(shown ? [shown('category', category), ...resource.tags.map((tag) => shown('tag', tag))] : []),
  ]
    .join('\n')
    .toLowerCase();
  return terms.some((term) => haystack.includes(term));
}

type Filters = Pick<BrowseState, 'q' | 'category' | 'tags' | 'region'> & Partial<Pick<BrowseState, 'forMe'>>;

/**
 * 'For me' drops what the viewer does not qualify for (core's eligibility rule); without a viewer whose profile
 * says a level or country it leaves everything, as the API's for-me list does.
 */
export function filterResources(
  resources: readonly Resource[],
  filters: Filters,
  viewer: EligibilityViewer | null = null,
  shown?: ShownName,
): Resource[] {
  const terms = splitTerms(filters.q);
  return resources.filter(
    (resource) =>
      matchesAnyTerm(resource, terms, shown) &&
      (!filters.category || resource.category === filters.category) &&
      filters.tags.every((tag) => resource.tags.includes(tag)) &&
      (!filters.region || resource.region === filters.region) &&
      (!filters.forMe || notRuledOut(resource.eligibility, viewer)),
  );
}

/**
 * `resources` must already be in source order. Newest keeps it; popular puts the most tags first;
 * recommended the longest description first. Ties keep source order (toSorted is stable).
 */
export function sortResources(resources: readonly Resource[], sort: BrowseSort): Resource[] {
  switch (sort) {
    case 'popular':
      return resources.toSorted((a, b) => b.tags.length - a.tags.length);
    case 'recommended':
      return resources.toSorted((a, b) => b.description.length - a.description.length);
    default:
      return [...resources];
  }
}

/** The tags offered in the sidebar: the most used in the list first, then alphabetical. */
export function commonTags(resources: readonly Resource[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const resource of resources) for (const tag of resource.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || compareWords(a, b))
    .slice(0, limit)
    .map(([tag]) => tag);
}
