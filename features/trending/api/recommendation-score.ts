// The recommendation score of docs/product.md#limits, as pure functions over a profile and the catalog:
//   resource = 2 per interest matching a tag or its category + 0.5 per view + 2 per bookmark;
//   toolkit  = interest matches across its tools.
// Goal categories (goal-categories.ts) count as interests that match a category.
import { categoryTitle } from '@quadkit/core/catalog/categories';
import type { Resource } from '@quadkit/core/catalog/types';

export const INTEREST_POINTS = 2;
export const VIEW_POINTS = 0.5;
export const BOOKMARK_POINTS = 2;
export const RECOMMENDATION_LIMIT = 6;

export interface Interests {
  /** Onboarding interests, e.g. 'AI Tools', matched against tags and category names. */
  interests: readonly string[];
  /** Category slugs from the study goals. */
  goalCategories: readonly string[];
}

const slugOf = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

/** How many interests (and goal categories) this resource matches by a tag or by its category. */
export function interestMatches(resource: Pick<Resource, 'tags' | 'category'>, profile: Interests): number {
  const tags = new Set(resource.tags.map((tag) => tag.toLowerCase()));
  const categoryName = categoryTitle(resource.category).toLowerCase();
  let matches = 0;
  for (const interest of profile.interests) {
    const wanted = interest.toLowerCase();
    if (tags.has(wanted) || categoryName === wanted || slugOf(interest) === resource.category) matches++;
  }
  for (const slug of profile.goalCategories) {
    // A goal whose category an interest already matched does not count twice.
    if (slug === resource.category && !profile.interests.some((i) => slugOf(i) === slug)) matches++;
  }
  return matches;
}

export interface Activity {
  views: ReadonlyMap<string, number>;
  bookmarks: ReadonlyMap<string, number>;
}

export const resourceScore = (resource: Resource, profile: Interests, activity: Activity): number =>
  INTEREST_POINTS * interestMatches(resource, profile) +
  VIEW_POINTS * (activity.views.get(resource.id) ?? 0) +
  BOOKMARK_POINTS * (activity.bookmarks.get(resource.id) ?? 0);

export const toolkitScore = (tools: readonly Resource[], profile: Interests): number =>
  tools.reduce((sum, tool) => sum + interestMatches(tool, profile), 0);
