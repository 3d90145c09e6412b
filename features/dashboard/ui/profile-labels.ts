// How profile values read on screen: study levels, goals and interests in the reader's language, and the
// 'study level · major' line. The API stores the English values; only their display is translated.
import { useMemo } from 'react';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { translator } from '@quadkit/core/shared/i18n/translate';
import { taxonomyName } from '@quadkit/core/shared/i18n/taxonomy';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import type { Profile } from '../shared/profile';
import type { OnboardingInterest, StudyGoalId, StudyLevel } from '../shared/profile-options';
import { profileLabelMessages } from './profile-labels.messages';

type LabelKey = keyof typeof profileLabelMessages.en;

const LEVEL_KEYS: Record<StudyLevel, LabelKey> = {
  'High School': 'levelHighSchool',
  Undergraduate: 'levelUndergraduate',
  Graduate: 'levelGraduate',
  PhD: 'levelPhd',
  Professional: 'levelProfessional',
  Other: 'levelOther',
};

const GOAL_KEYS: Record<StudyGoalId, LabelKey> = {
  academic_excellence: 'goalAcademicExcellence',
  career_preparation: 'goalCareerPreparation',
  skill_development: 'goalSkillDevelopment',
  networking: 'goalNetworking',
  research: 'goalResearch',
  leadership: 'goalLeadership',
  entrepreneurship: 'goalEntrepreneurship',
  graduate_school: 'goalGraduateSchool',
};

const INTEREST_KEYS: Record<OnboardingInterest, LabelKey> = {
  Academic: 'interestAcademic',
  'AI Tools': 'interestAiTools',
  Career: 'interestCareer',
  Design: 'interestDesign',
  Internships: 'interestInternships',
  Learning: 'interestLearning',
  Presentation: 'interestPresentation',
  Research: 'interestResearch',
  'Study Abroad': 'interestStudyAbroad',
  Writing: 'interestWriting',
  Wellness: 'interestWellness',
};

export interface ProfileLabels {
  /** A stored study level as shown; a value outside the list (older data) as stored. */
  level: (level: string) => string;
  goal: (goal: StudyGoalId) => string;
  interest: (interest: OnboardingInterest) => string;
  /** 'Undergraduate · Computer Science', either part alone when the other is unset, or null when both are. */
  line: (profile: Pick<Profile, 'study_level' | 'major'> | null) => string | null;
}

export function profileLabels(locale: Locale): ProfileLabels {
  const t = translator(profileLabelMessages, locale);
  const level = (value: string) => {
    const key = LEVEL_KEYS[value as StudyLevel];
    return key ? t(key) : value;
  };
  return {
    level,
    goal: (goal) => t(GOAL_KEYS[goal]),
    interest: (interest) => t(INTEREST_KEYS[interest]),
    line: (profile) => {
      const parts = [
        profile?.study_level ? level(profile.study_level) : null,
        // The major is typed freely: a catalog major's name is translated, anything else shows as typed.
        profile?.major ? taxonomyName(locale, 'major', profile.major) : null,
      ].filter((part): part is string => Boolean(part));
      return parts.length > 0 ? parts.join(' · ') : null;
    },
  };
}

export function useProfileLabels(): ProfileLabels {
  const locale = useLocale();
  return useMemo(() => profileLabels(locale), [locale]);
}
