// A signed-in student's study level, major, interests and country (user_preferences), for ranking, the prompt and
// the lead line.
import { eq } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { userPreferences } from '@quadkit/core/server/schema';

export interface StudyProfile {
  studyLevel: string | null;
  major: string | null;
  interests: string[];
  /** ISO 3166-1 alpha-2 code, or null. */
  country: string | null;
}

/** The profile, or null when the user has none (never onboarded) or it holds nothing useful. */
export async function loadProfile(db: Db, userId: string): Promise<StudyProfile | null> {
  const row = await db
    .select({
      studyLevel: userPreferences.studyLevel,
      major: userPreferences.major,
      interests: userPreferences.interests,
      country: userPreferences.country,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .get();
  if (!row) return null;
  const profile: StudyProfile = {
    studyLevel: row.studyLevel?.trim() || null,
    major: row.major?.trim() || null,
    interests: (row.interests ?? []).filter((interest) => interest.trim() !== ''),
    country: row.country?.trim().toUpperCase() || null,
  };
  return profile.studyLevel || profile.major || profile.interests.length > 0 || profile.country ? profile : null;
}
