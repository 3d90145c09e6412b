// The onboarding wizard's question steps: studies (display name, level, major, graduation year), interests and goals.
import { useId } from 'react';
import { ChipGroup } from '@quadkit/core/ui/chip-group';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { profileFormMessages } from '../components/profile-form.messages';
import { useProfileLabels } from '../profile-labels';
import {
  canonical,
  ONBOARDING_INTERESTS,
  ONBOARDING_STUDY_LEVELS,
  STUDY_GOAL_IDS,
  STUDY_LEVELS,
} from '../../shared/profile-options';
import { CountryField } from '../components/country-field';
import { DisplayNameField } from '../components/display-name-field';
import { GraduationYearField } from '../components/graduation-year-field';
import { MajorField } from '../components/major-field';
import { toggled } from '../components/toggled';
import type { OnboardingAnswers, OnboardingStudyLevel } from './onboarding-answers';
import { Field } from '@quadkit/core/ui/text-field';

interface StepProps {
  answers: OnboardingAnswers;
  onChange: (answers: OnboardingAnswers) => void;
}

export function StudiesStep({
  answers,
  onChange,
  yearError,
  nameError,
}: StepProps & { yearError: string | null; nameError: string | null }) {
  const levelId = useId();
  const t = useMessages(profileFormMessages);
  const labels = useProfileLabels();
  return (
    <div className="form-fields">
      <DisplayNameField
        value={answers.displayName}
        onChange={(displayName) => onChange({ ...answers, displayName })}
        error={nameError}
      />
      <Field id={levelId} label={t('studyLevel')}>
        <select
          id={levelId}
          className="input"
          value={answers.studyLevel}
          onChange={(event) => onChange({ ...answers, studyLevel: event.target.value as OnboardingStudyLevel })}
        >
          {ONBOARDING_STUDY_LEVELS.map((level) => (
            <option key={level} value={level}>
              {/* 'phd' reads as the profile label 'PhD', which is also what the API stores. */}
              {labels.level(canonical(STUDY_LEVELS, level) ?? level)}
            </option>
          ))}
        </select>
      </Field>
      <MajorField value={answers.major} onChange={(major) => onChange({ ...answers, major })} />
      <GraduationYearField
        value={answers.graduationYear}
        onChange={(graduationYear) => onChange({ ...answers, graduationYear })}
        error={yearError}
        required
      />
      <CountryField value={answers.country} onChange={(country) => onChange({ ...answers, country })} />
    </div>
  );
}

export function InterestsStep({ answers, onChange }: StepProps) {
  const t = useMessages(profileFormMessages);
  const labels = useProfileLabels();
  return (
    <ChipGroup
      label={t('interests')}
      options={ONBOARDING_INTERESTS}
      labelOf={labels.interest}
      selected={answers.interests}
      onToggle={(interest) => onChange({ ...answers, interests: toggled(answers.interests, interest) })}
    />
  );
}

export function GoalsStep({ answers, onChange }: StepProps) {
  const t = useMessages(profileFormMessages);
  const labels = useProfileLabels();
  return (
    <ChipGroup
      label={t('goalsTitle')}
      options={STUDY_GOAL_IDS}
      selected={answers.goals}
      labelOf={labels.goal}
      onToggle={(goal) => onChange({ ...answers, goals: toggled(answers.goals, goal) })}
    />
  );
}
