// Reads and writes of the signed-in user's user_preferences row; every query is keyed by that user's id.
import { eq } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { userPreferences } from '@quadkit/core/server/schema';
import { emptyProfile, type Profile } from '../shared/profile';
import type { OnboardingInterest, StudyGoalId, StudyLevel } from '../shared/profile-options';
import { isCountryCode } from '@quadkit/core/catalog/countries';
import { publicLocaleOf } from '@quadkit/core/shared/i18n/locale-path';

type PreferencesRow = typeof userPreferences.$inferSelect;
/** The columns PUT /api/profile and the avatar upload may change. */
export type PreferencesChanges = Partial<
  Pick<
    PreferencesRow,
    | 'displayName'
    | 'studyLevel'
    | 'major'
    | 'studyGoals'
    | 'interests'
    | 'graduationYear'
    | 'country'
    | 'onboarded'
    | 'locale'
    | 'avatarUrl'
    | 'avatarKey'
  >
>;

export function toProfile(row: PreferencesRow): Profile {
  return {
    user_id: row.userId,
    display_name: row.displayName,
    study_level: row.studyLevel as StudyLevel | null,
    major: row.major,
    study_goals: row.studyGoals as StudyGoalId[],
    avatar_url: row.avatarUrl,
    interests: row.interests as OnboardingInterest[],
    graduation_year: row.graduationYear,
    country: row.country && isCountryCode(row.country) ? row.country : null,
    onboarded: row.onboarded,
    locale: publicLocaleOf(row.locale),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function findPreferences(db: Db, userId: string): Promise<PreferencesRow | undefined> {
  return db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).get();
}

/** The user's profile, or the defaults when they have never saved one. */
export async function readProfile(db: Db, userId: string): Promise<Profile> {
  const row = await findPreferences(db, userId);
  return row ? toProfile(row) : emptyProfile(userId);
}

/** Inserts or updates the user's row with `changes`, keeping every other field, and returns it. */
export async function saveProfile(db: Db, userId: string, changes: PreferencesChanges): Promise<Profile> {
  const updatedAt = new Date();
  const row = await db
    .insert(userPreferences)
    .values({ ...changes, userId, updatedAt })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...changes, updatedAt } })
    .returning()
    .get();
  return toProfile(row);
}
