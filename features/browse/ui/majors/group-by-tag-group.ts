// A major's resources in the spec's tag groups (docs/product.md#majors: Academic, Professional, Technology, Student
// Life, Presentation, College, each a set of categories), in that order; a resource whose category is in no
// group (certifications, connections, regional…) is grouped by its first tag after them, as before.
import type { CategorySlug } from '@quadkit/core/catalog/categories';
import type { Resource } from '@quadkit/core/catalog/types';
import { groupByFirstTag, type ResourceGroup } from './group-by-first-tag';
import type { majorsMessages } from './messages';

/** `key`: the group's name in the majors message table. */
export const TAG_GROUPS: ReadonlyArray<{
  name: string;
  key: keyof typeof majorsMessages.en;
  categories: readonly CategorySlug[];
}> = [
  { name: 'Academic', key: 'academic', categories: ['research', 'writing', 'learning'] },
  { name: 'Professional', key: 'professional', categories: ['internships'] },
  { name: 'Technology', key: 'technology', categories: ['ai-tools', 'design'] },
  { name: 'Student Life', key: 'studentLife', categories: ['student-perks', 'study-abroad', 'wellness'] },
  { name: 'Presentation', key: 'presentation', categories: ['presentation'] },
  { name: 'College', key: 'college', categories: ['applying-to-colleges'] },
];

/** Groups keep the resources' given order; empty groups are left out. */
export function groupByTagGroup(resources: readonly Resource[]): ResourceGroup[] {
  const grouped = TAG_GROUPS.map((group) => ({
    name: group.name,
    resources: resources.filter((r) => group.categories.includes(r.category)),
  })).filter((group) => group.resources.length > 0);
  const rest = resources.filter((r) => !TAG_GROUPS.some((group) => group.categories.includes(r.category)));
  // A first tag that happens to be a group's name joins that group rather than repeating its heading.
  for (const group of groupByFirstTag(rest)) {
    const same = grouped.find((g) => g.name === group.name);
    if (same) same.resources.push(...group.resources);
    else grouped.push(group);
  }
  return grouped;
}
