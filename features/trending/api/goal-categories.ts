// Study goals (onboarding step 4) as the categories they point at, so goals feed recommendations the way
// interests do (docs/decisions/0010 lists the map and why).
import type { CategorySlug } from '@quadkit/core/catalog/categories';

export const GOAL_CATEGORIES: Readonly<Record<string, readonly CategorySlug[]>> = {
  academic_excellence: ['learning', 'writing'],
  career_preparation: ['internships', 'certifications'],
  skill_development: ['learning', 'certifications'],
  networking: ['connections'],
  research: ['research'],
  leadership: ['connections', 'presentation'],
  entrepreneurship: ['ai-tools', 'design'],
  graduate_school: ['applying-to-colleges', 'research'],
};

export const goalCategories = (goals: readonly string[]): CategorySlug[] => [
  ...new Set(goals.flatMap((goal) => GOAL_CATEGORIES[goal] ?? [])),
];
