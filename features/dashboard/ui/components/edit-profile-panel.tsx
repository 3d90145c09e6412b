// The edit-profile panel: display name, study level (the profile options), major, graduation year and interests, saved
// together with PUT /api/profile and confirmed with a toast.
import { ChipGroup } from '@quadkit/core/ui/chip-group';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '@quadkit/core/ui/toasts';
import type { Profile } from '../../shared/profile';
import {
  ONBOARDING_INTERESTS,
  STUDY_LEVELS,
  type OnboardingInterest,
  type StudyLevel,
} from '../../shared/profile-options';
import { fieldErrorsOf } from '@quadkit/core/ui/api-client';
import { graduationYearBounds, graduationYearError } from '../graduation-year';
import { saveProfile } from '../profile-api';
import { setProfileAtom } from '../profile-state';
import { CountryField } from './country-field';
import { DisplayNameField, displayNameError } from './display-name-field';
import { GraduationYearField } from './graduation-year-field';
import { MajorField } from './major-field';
import { toggled } from './toggled';
import { Field } from '@quadkit/core/ui/text-field';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useProfileLabels } from '../profile-labels';
import { profileFormMessages } from './profile-form.messages';

interface FormValues {
  displayName: string;
  studyLevel: StudyLevel | '';
  major: string;
  graduationYear: string;
  /** A country code, or '' for not set. */
  country: string;
  interests: OnboardingInterest[];
}

const valuesOf = (profile: Profile): FormValues => ({
  displayName: profile.display_name ?? '',
  studyLevel: profile.study_level ?? '',
  major: profile.major ?? '',
  graduationYear: profile.graduation_year === null ? '' : String(profile.graduation_year),
  country: profile.country ?? '',
  interests: profile.interests,
});

export function EditProfilePanel({ profile }: { profile: Profile }) {
  const [values, setValues] = useState<FormValues>(() => valuesOf(profile));
  const [yearError, setYearError] = useState<string | null>(null);
  const [countryError, setCountryError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const setProfile = useSetAtom(setProfileAtom);
  const toast = useToast();
  const ids = { title: useId(), level: useId() };
  const locale = useLocale();
  const t = useMessages(profileFormMessages);
  const labels = useProfileLabels();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The year may be left empty (not set); anything typed must be a valid year.
    const problem = values.graduationYear.trim() === '' ? null : graduationYearError(values.graduationYear, locale);
    setYearError(problem);
    const nameProblem = displayNameError(values.displayName, locale);
    setNameError(nameProblem);
    if (problem || nameProblem) return;
    setSaving(true);
    try {
      const saved = await saveProfile({
        display_name: values.displayName.trim() || null,
        study_level: values.studyLevel || null,
        major: values.major.trim() || null,
        graduation_year: values.graduationYear.trim() === '' ? null : Number(values.graduationYear),
        country: values.country || null,
        interests: values.interests,
      });
      setProfile(saved);
      setValues(valuesOf(saved));
      setCountryError(null);
      toast.success(t('updated'));
    } catch (error) {
      console.error('Profile update failed', error);
      // The API's own word on the year, beside the field (its issues name the field; no message parsing).
      const fields = fieldErrorsOf(error);
      setYearError(fields.graduation_year ?? null);
      setCountryError(fields.country ?? null);
      setNameError(fields.display_name ?? null);
      toast.error(t('updateFailed', { reason: messageOf(error, t('unknownError')) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card dashboard-card" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="dashboard-card__title">
        {t('editTitle')}
      </h2>
      <form className="dashboard-form" onSubmit={save} noValidate>
        <DisplayNameField
          value={values.displayName}
          onChange={(displayName) => setValues({ ...values, displayName })}
          error={nameError}
        />
        <div className="dashboard-form__row">
          <Field id={ids.level} label={t('studyLevel')}>
            <select
              id={ids.level}
              className="input"
              value={values.studyLevel}
              onChange={(event) => setValues({ ...values, studyLevel: event.target.value as StudyLevel | '' })}
            >
              <option value="">{t('notSet')}</option>
              {STUDY_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {labels.level(level)}
                </option>
              ))}
            </select>
          </Field>
          <GraduationYearField
            value={values.graduationYear}
            onChange={(graduationYear) => setValues({ ...values, graduationYear })}
            error={yearError}
            placeholder={String(graduationYearBounds().min + 4)}
          />
        </div>
        {/* Each on a row of its own: a country's name can take the whole width ('República Democrática del
            Congo'), and a select cannot wrap it. */}
        <MajorField value={values.major} onChange={(major) => setValues({ ...values, major })} />
        <CountryField
          value={values.country}
          onChange={(country) => setValues({ ...values, country })}
          error={countryError}
        />
        <fieldset className="fieldset">
          <legend className="field__label">{t('interests')}</legend>
          <ChipGroup
            options={ONBOARDING_INTERESTS}
            labelOf={labels.interest}
            selected={values.interests}
            onToggle={(interest) => setValues({ ...values, interests: toggled(values.interests, interest) })}
          />
        </fieldset>
        <div className="dashboard-form__actions">
          <button type="submit" className="btn btn--primary" disabled={saving} aria-busy={saving}>
            {saving ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </section>
  );
}
