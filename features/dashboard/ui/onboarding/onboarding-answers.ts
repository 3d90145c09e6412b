// The onboarding wizard's answers, their defaults (docs/product.md#rules-and-messages) and the profile update they make.
import type { ProfileUpdate } from '../../shared/profile';
import type { ONBOARDING_STUDY_LEVELS, OnboardingInterest, StudyGoalId } from '../../shared/profile-options';
import { defaultGraduationYear } from '../graduation-year';

export type OnboardingStudyLevel = (typeof ONBOARDING_STUDY_LEVELS)[number];

export interface OnboardingAnswers {
  /** Optional: '' leaves the public name at the default. */
  displayName: string;
  studyLevel: OnboardingStudyLevel;
  major: string;
  /** As typed, so a half-typed year can be shown and corrected. */
  graduationYear: string;
  /** A country code, or '' when the student leaves it unset. */
  country: string;
  interests: OnboardingInterest[];
  goals: StudyGoalId[];
}

export function defaultAnswers(now = new Date()): OnboardingAnswers {
  return {
    displayName: '',
    studyLevel: 'undergraduate',
    major: '',
    graduationYear: String(defaultGraduationYear(now)),
    country: '',
    interests: [],
    goals: [],
  };
}

/** 'Get Started' saves everything at once and marks the profile as onboarded. */
export function toProfileUpdate(answers: OnboardingAnswers): ProfileUpdate {
  return {
    display_name: answers.displayName.trim() || null,
    study_level: answers.studyLevel,
    major: answers.major.trim() || null,
    graduation_year: Number(answers.graduationYear),
    country: answers.country || null,
    interests: answers.interests,
    study_goals: answers.goals,
    onboarded: true,
  };
}
