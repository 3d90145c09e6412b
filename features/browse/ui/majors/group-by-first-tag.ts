// A major's resources grouped by each resource's first tag, or 'General' when it has none (docs/product.md#majors).
import type { Resource } from '@quadkit/core/catalog/types';

export interface ResourceGroup {
  name: string;
  resources: Resource[];
}

export const GENERAL_GROUP = 'General';

/** Groups in order of first appearance, each keeping the resources' given order. */
export function groupByFirstTag(resources: readonly Resource[]): ResourceGroup[] {
  const groups = new Map<string, Resource[]>();
  for (const resource of resources) {
    const name = resource.tags.find((tag) => tag.trim())?.trim() ?? GENERAL_GROUP;
    const group = groups.get(name);
    if (group) group.push(resource);
    else groups.set(name, [resource]);
  }
  return [...groups].map(([name, list]) => ({ name, resources: list }));
}
