// The onboarding wizard's question steps: studies (level, major, graduation year), interests and goals.
import { useId } from 'react';
import { STUDY_GOAL_LABELS } from '../profile-labels';
import {
  canonical,
  ONBOARDING_INTERESTS,
  ONBOARDING_STUDY_LEVELS,
  STUDY_GOAL_IDS,
  STUDY_LEVELS,
} from '../../shared/profile-options';
import { GraduationYearField } from '../components/graduation-year-field';
import { MajorField } from '../components/major-field';
import { toggled } from '../components/toggled';
import type { OnboardingAnswers, OnboardingStudyLevel } from './onboarding-answers';

interface StepProps {
  answers: OnboardingAnswers;
  onChange: (answers: OnboardingAnswers) => void;
}

export function StudiesStep({ answers, onChange, yearError }: StepProps & { yearError: string | null }) {
  const levelId = useId();
  return (
    <div className="onboarding__fields">
      <div className="field">
        <label className="field__label" htmlFor={levelId}>
          Study level
        </label>
        <select
          id={levelId}
          className="input"
          value={answers.studyLevel}
          onChange={(event) => onChange({ ...answers, studyLevel: event.target.value as OnboardingStudyLevel })}
        >
          {ONBOARDING_STUDY_LEVELS.map((level) => (
            <option key={level} value={level}>
              {/* 'phd' reads as the profile label 'PhD', which is also what the API stores. */}
              {canonical(STUDY_LEVELS, level)}
            </option>
          ))}
        </select>
      </div>
      <MajorField value={answers.major} onChange={(major) => onChange({ ...answers, major })} />
      <GraduationYearField
        value={answers.graduationYear}
        onChange={(graduationYear) => onChange({ ...answers, graduationYear })}
        error={yearError}
        required
      />
    </div>
  );
}

export function InterestsStep({ answers, onChange }: StepProps) {
  return (
    <ul className="chip-group" aria-label="Interests">
      {ONBOARDING_INTERESTS.map((interest) => (
        <li key={interest}>
          <button
            type="button"
            className="chip"
            aria-pressed={answers.interests.includes(interest)}
            onClick={() => onChange({ ...answers, interests: toggled(answers.interests, interest) })}
          >
            {interest}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function GoalsStep({ answers, onChange }: StepProps) {
  return (
    <ul className="chip-group" aria-label="Study goals">
      {STUDY_GOAL_IDS.map((goal) => (
        <li key={goal}>
          <button
            type="button"
            className="chip"
            aria-pressed={answers.goals.includes(goal)}
            onClick={() => onChange({ ...answers, goals: toggled(answers.goals, goal) })}
          >
            {STUDY_GOAL_LABELS[goal]}
          </button>
        </li>
      ))}
    </ul>
  );
}
