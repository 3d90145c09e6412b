// The category page's filter panels: regions and focus cards (Regional Resources), scholarship types
// (Applying to Colleges). Each filter narrows the category's list; the state lives in the URL.
import { REGIONS } from '@quadkit/core/catalog/regions';
import { SCHOLARSHIP_FILTERS } from '@quadkit/core/catalog/tags';
import type { Resource } from '@quadkit/core/catalog/types';

/** docs/product.md#category-page: the Regional Resources focus cards; a resource joins one through the matching tag. */
export const REGIONAL_FOCUS = [
  { id: 'housing', name: 'Housing', tag: 'Housing', blurb: 'Safe, affordable housing and help with basic needs.' },
  { id: 'grants', name: 'Grants', tag: 'Grants', blurb: 'State and regional grants that never need repaying.' },
  {
    id: 'support',
    name: 'Support',
    tag: 'Support',
    blurb: 'Advising, legal help and communities that have your back.',
  },
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

/** The names of the active filters, for the filtered empty state ('Northeast, Grants'). */
export function activeFilterNames(filters: CategoryFilters): string[] {
  const names: Array<string | undefined> = [
    REGIONS.find((region) => region.id === filters.region)?.name,
    REGIONAL_FOCUS.find((focus) => focus.id === filters.focus)?.name,
    SCHOLARSHIP_FILTERS.find((filter) => filter.id === filters.scholarship)?.name,
  ];
  return names.filter((name): name is string => name !== undefined);
}
