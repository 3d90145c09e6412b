// How profile values read on screen: study goal names and the 'study level · major' line.
import type { Profile } from '../shared/profile';
import type { StudyGoalId } from '../shared/profile-options';

export const STUDY_GOAL_LABELS: Record<StudyGoalId, string> = {
  academic_excellence: 'Academic Excellence',
  career_preparation: 'Career Preparation',
  skill_development: 'Skill Development',
  networking: 'Networking',
  research: 'Research',
  leadership: 'Leadership',
  entrepreneurship: 'Entrepreneurship',
  graduate_school: 'Graduate School',
};

/** 'Undergraduate · Computer Science', either part alone when the other is unset, or null when both are. */
export function profileLine(profile: Pick<Profile, 'study_level' | 'major'> | null): string | null {
  const parts = [profile?.study_level, profile?.major].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}
