// Which resources the home sections show: the featured strip and Popular.
import type { Resource } from '@quadkit/core/catalog/types';

export const FEATURED_MAX = 4;
export const POPULAR_MAX = 6;

/**
 * How strongly a resource asks to be featured: Essential counts double, Popular and Student Perks once, so
 * the strip mixes must-haves from several categories rather than filling up with perks.
 */
function highlightScore(resource: Resource): number {
  return (
    (resource.tags.includes('Essential') ? 2 : 0) +
    (resource.tags.includes('Popular') ? 1 : 0) +
    (resource.category === 'student-perks' ? 1 : 0)
  );
}

/**
 * docs/product.md#home: only resources tagged Essential or Popular, or in Student Perks; up to 4. Those that qualify on
 * more counts come first; ties keep the list's order.
 */
export function pickFeatured(resources: readonly Resource[]): Resource[] {
  return resources
    .filter((resource) => highlightScore(resource) > 0)
    .toSorted((a, b) => highlightScore(b) - highlightScore(a))
    .slice(0, FEATURED_MAX);
}

/** Resources tagged Popular, the most-tagged first (browse's "popular" measure), without the featured ones. */
export function pickPopular(resources: readonly Resource[]): Resource[] {
  const featured = new Set(pickFeatured(resources).map((resource) => resource.id));
  return resources
    .filter((resource) => resource.tags.includes('Popular') && !featured.has(resource.id))
    .toSorted((a, b) => b.tags.length - a.tags.length)
    .slice(0, POPULAR_MAX);
}
