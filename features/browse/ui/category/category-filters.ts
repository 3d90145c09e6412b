// The category page's filter panels: regions and focus cards (Regional Resources), scholarship types
// (Applying to Colleges). Each filter narrows the category's list; the state lives in the URL.
import { REGIONS } from '@quadkit/core/catalog/regions';
import { SCHOLARSHIP_FILTERS } from '@quadkit/core/catalog/tags';
import type { Resource } from '@quadkit/core/catalog/types';

/** docs/product.md#category-page: the Regional Resources focus cards; a resource joins one through the matching tag.
 * Each id is also its name's key in the category message table (and `${id}Blurb` its blurb's). */
export const REGIONAL_FOCUS = [
  { id: 'housing', name: 'Housing', tag: 'Housing' },
  { id: 'grants', name: 'Grants', tag: 'Grants' },
  { id: 'support', name: 'Support', tag: 'Support' },
] as const;

export interface CategoryFilters {
  region: string;
  focus: string;
  scholarship: string;
}

export function readCategoryFilters(params: URLSearchParams): CategoryFilters {
  return {
    region: params.get('region') ?? '',
    focus: params.get('focus') ?? '',
    scholarship: params.get('scholarship') ?? '',
  };
}

export function writeCategoryFilters(filters: CategoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params;
}

const focusTag = (id: string) => REGIONAL_FOCUS.find((focus) => focus.id === id)?.tag;
const scholarshipTag = (id: string) => SCHOLARSHIP_FILTERS.find((filter) => filter.id === id)?.tag;

/** Unknown filter ids (a hand-edited URL) are ignored rather than emptying the page. */
export function applyCategoryFilters(resources: readonly Resource[], filters: CategoryFilters): Resource[] {
  const regionKnown = REGIONS.some((region) => region.id === filters.region);
  const focus = focusTag(filters.focus);
  const scholarship = scholarshipTag(filters.scholarship);
  return resources.filter(
    (resource) =>
      (!regionKnown || resource.region === filters.region) &&
      (!focus || resource.tags.includes(focus)) &&
      (!scholarship || resource.tags.includes(scholarship)),
  );
}

export type FilterKind = 'region' | 'focus' | 'scholarship';
/** A filter's name as shown: from its kind, id and English name (English itself unless a screen translates). */
export type FilterLabel = (kind: FilterKind, id: string, english: string) => string;

/** The names of the active filters, for the filtered empty state ('Northeast, Grants'). */
export function activeFilterNames(
  filters: CategoryFilters,
  label: FilterLabel = (_k, _id, english) => english,
): string[] {
  const found: Array<[FilterKind, { id: string; name: string } | undefined]> = [
    ['region', REGIONS.find((region) => region.id === filters.region)],
    ['focus', REGIONAL_FOCUS.find((focus) => focus.id === filters.focus)],
    ['scholarship', SCHOLARSHIP_FILTERS.find((filter) => filter.id === filters.scholarship)],
  ];
  return found.flatMap(([kind, filter]) => (filter ? [label(kind, filter.id, filter.name)] : []));
}
