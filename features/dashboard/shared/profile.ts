// The profile API's shapes (/api/profile, /api/profile/avatar): the spec's user_preferences fields.
import * as z from 'zod';
import { isCountryCode, type CountryCode } from '@quadkit/core/catalog/countries';
import { displayNameInput } from '@quadkit/core/shared/display-name';
import { LOCALES, type PublicLocale } from '@quadkit/core/shared/i18n/locales';
import {
  canonical,
  GRADUATION_YEARS_AHEAD,
  MAJOR_MAX_LENGTH,
  ONBOARDING_INTERESTS,
  STUDY_GOAL_IDS,
  STUDY_LEVELS,
  type OnboardingInterest,
  type StudyGoalId,
  type StudyLevel,
} from './profile-options';

export interface Profile {
  user_id: string;
  /** The name shown in public; null shows 'A Quadkit student' (core/shared/display-name.ts). */
  display_name: string | null;
  study_level: StudyLevel | null;
  major: string | null;
  study_goals: StudyGoalId[];
  avatar_url: string | null;
  interests: OnboardingInterest[];
  graduation_year: number | null;
  /** ISO 3166-1 alpha-2 code ('CA'), or null when not set. */
  country: CountryCode | null;
  onboarded: boolean;
  /** The language the student chose for Quadkit; null until they choose one (their browser's then decides). */
  locale: PublicLocale | null;
  /** ISO time of the last change; null until the profile is first saved. */
  updated_at: string | null;
}

/** A user who has never saved a profile. */
export const emptyProfile = (userId: string): Profile => ({
  user_id: userId,
  display_name: null,
  study_level: null,
  major: null,
  study_goals: [],
  avatar_url: null,
  interests: [],
  graduation_year: null,
  country: null,
  onboarded: false,
  locale: null,
  updated_at: null,
});

/** GET/PUT /api/profile and POST /api/profile/avatar */
export interface ProfileResponse {
  profile: Profile;
}

const oneOf = <T extends string>(options: readonly T[], what: string) =>
  z.string().transform((value, ctx) => {
    const found = canonical(options, value);
    if (found) return found;
    ctx.addIssue({
      code: 'custom',
      message: `'${value}' is not a known ${what}. Choose one of: ${options.join(', ')}.`,
    });
    return z.NEVER;
  });

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** "undergraduate"/"graduate"/"phd" from onboarding become the profile labels (case-insensitive). */
const studyLevel = oneOf(STUDY_LEVELS, 'study level');

const graduationYear = z
  .number({ error: 'Enter the graduation year as a number.' })
  .int('Enter a whole year, like 2029.')
  .refine(
    (year) => {
      const now = new Date().getUTCFullYear();
      return year >= now && year <= now + GRADUATION_YEARS_AHEAD;
    },
    {
      error: () =>
        `Choose a year from ${new Date().getUTCFullYear()} to ${new Date().getUTCFullYear() + GRADUATION_YEARS_AHEAD}.`,
    },
  );

/** 'ca' and ' CA ' are Canada; anything that is no assigned ISO 3166-1 alpha-2 code is refused. */
const country = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, {
    error: (issue) => `'${String(issue.input)}' is not a country code. Choose a country from the list.`,
  });

/** PUT /api/profile: any subset of the editable fields; null clears a field. Unknown fields are refused. */
export const profileUpdate = z.strictObject({
  display_name: displayNameInput.nullable().optional(),
  study_level: studyLevel.nullable().optional(),
  major: z
    .string()
    .trim()
    .max(MAJOR_MAX_LENGTH, `A major is at most ${MAJOR_MAX_LENGTH} characters.`)
    .transform((major) => major || null)
    .nullable()
    .optional(),
  study_goals: z.array(oneOf(STUDY_GOAL_IDS, 'study goal')).transform(unique).optional(),
  interests: z.array(oneOf(ONBOARDING_INTERESTS, 'interest')).transform(unique).optional(),
  graduation_year: graduationYear.nullable().optional(),
  country: country.nullable().optional(),
  onboarded: z.boolean({ error: 'onboarded is true or false.' }).optional(),
  locale: z
    .enum(LOCALES, {
      error: (issue) => `'${String(issue.input)}' is not a language of Quadkit. Choose one of: ${LOCALES.join(', ')}.`,
    })
    .nullable()
    .optional(),
});

export type ProfileUpdate = z.input<typeof profileUpdate>;
