// The onboarding wizard's question steps: studies (level, major, graduation year), interests and goals.
import { useId } from 'react';
import { STUDY_GOAL_LABELS } from '@quadkit/dashboard/ui/profile-labels';
import {
  canonical,
  ONBOARDING_INTERESTS,
  ONBOARDING_STUDY_LEVELS,
  STUDY_GOAL_IDS,
  STUDY_LEVELS,
} from '@quadkit/dashboard/shared/profile-options';
import { GraduationYearField } from '@quadkit/dashboard/ui/components/graduation-year-field';
import { toggled, type OnboardingAnswers, type OnboardingStudyLevel } from './onboarding-answers';

interface StepProps {
  answers: OnboardingAnswers;
  onChange: (answers: OnboardingAnswers) => void;
}

export function StudiesStep({ answers, onChange, yearError }: StepProps & { yearError: string | null }) {
  const ids = { level: useId(), major: useId() };
  return (
    <div className="onboarding__fields">
      <div className="field">
        <label className="field__label" htmlFor={ids.level}>
          Study level
        </label>
        <select
          id={ids.level}
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
      <div className="field">
        <label className="field__label" htmlFor={ids.major}>
          Major
        </label>
        <input
          id={ids.major}
          className="input"
          type="text"
          autoComplete="off"
          maxLength={100}
          placeholder="e.g. Computer Science"
          value={answers.major}
          onChange={(event) => onChange({ ...answers, major: event.target.value })}
        />
      </div>
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
