// Browse's "newest" sort is source order: the catalog's own order, which the seed stores as `position`.
// The list API answers in title order without that column, so the order is taken from the built-in catalog.
import type { Resource } from '@quadkit/core/catalog/types';
import { builtInResources } from '@quadkit/core/ui/data/built-in-resources';

/** `resources` in catalog order; ids the catalog does not know (added later) follow, in their given order. */
export function inSourceOrder(resources: readonly Resource[], catalog: readonly Resource[]): Resource[] {
  const position = new Map(catalog.map((resource, index) => [resource.id, index]));
  const rank = (resource: Resource) => position.get(resource.id) ?? Number.MAX_SAFE_INTEGER;
  // toSorted is stable, so unknown ids keep their relative order.
  return resources.toSorted((a, b) => rank(a) - rank(b));
}

export async function toSourceOrder(resources: readonly Resource[]): Promise<Resource[]> {
  return inSourceOrder(resources, await builtInResources());
}
