// The values a profile may hold (docs/product.md#dashboard and #rules-and-messages), shared by the profile API and the UI.

/** The profile form's study levels; what the API stores. */
export const STUDY_LEVELS = ['High School', 'Undergraduate', 'Graduate', 'PhD', 'Professional', 'Other'] as const;
export type StudyLevel = (typeof STUDY_LEVELS)[number];

/** The onboarding wizard's study level values, stored as their profile labels. */
export const ONBOARDING_STUDY_LEVELS = ['undergraduate', 'graduate', 'phd'] as const;

export const STUDY_GOAL_IDS = [
  'academic_excellence',
  'career_preparation',
  'skill_development',
  'networking',
  'research',
  'leadership',
  'entrepreneurship',
  'graduate_school',
] as const;
export type StudyGoalId = (typeof STUDY_GOAL_IDS)[number];

export const ONBOARDING_INTERESTS = [
  'Academic',
  'AI Tools',
  'Career',
  'Design',
  'Internships',
  'Learning',
  'Presentation',
  'Research',
  'Study Abroad',
  'Writing',
  'Wellness',
] as const;
export type OnboardingInterest = (typeof ONBOARDING_INTERESTS)[number];

export const MAJOR_MAX_LENGTH = 100;
/** Graduation years run from this year to ten years on. */
export const GRADUATION_YEARS_AHEAD = 10;

/** Case-insensitive lookup of a canonical value, so "phd" and "PhD" are the same level. */
export function canonical<T extends string>(options: readonly T[], value: string): T | undefined {
  const wanted = value.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted);
}
