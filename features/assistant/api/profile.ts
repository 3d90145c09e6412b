// A signed-in student's study level, major and interests (user_preferences), for the prompt and the lead line.
import { eq } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { userPreferences } from '@quadkit/core/server/schema';

export interface StudyProfile {
  studyLevel: string | null;
  major: string | null;
  interests: string[];
}

/** The profile, or null when the user has none (never onboarded) or it holds nothing useful. */
export async function loadProfile(db: Db, userId: string): Promise<StudyProfile | null> {
  const row = await db
    .select({
      studyLevel: userPreferences.studyLevel,
      major: userPreferences.major,
      interests: userPreferences.interests,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .get();
  if (!row) return null;
  const profile: StudyProfile = {
    studyLevel: row.studyLevel?.trim() || null,
    major: row.major?.trim() || null,
    interests: (row.interests ?? []).filter((interest) => interest.trim() !== ''),
  };
  return profile.studyLevel || profile.major || profile.interests.length > 0 ? profile : null;
}
