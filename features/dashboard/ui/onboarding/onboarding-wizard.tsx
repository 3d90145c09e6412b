// The 4-step onboarding wizard shown after sign-up: welcome, studies, interests, goals. Back and Continue
// move between steps; 'Get Started' saves the answers with onboarded: true and closes the modal.
import * as Dialog from '@radix-ui/react-dialog';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { displayNameError } from '../components/display-name-field';
import { graduationYearError } from '../graduation-year';
import { saveProfile } from '../profile-api';
import { setProfileAtom } from '../profile-state';
import { useToast } from '@quadkit/core/ui/toasts';
import { isUnauthorized } from '@quadkit/core/ui/api-client';
import { authErrorMessage } from '@quadkit/core/ui/auth-error-message';
import { defaultAnswers, toProfileUpdate, type OnboardingAnswers } from './onboarding-answers';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { GoalsStep, InterestsStep, StudiesStep } from './onboarding-steps';
import { onboardingMessages } from './onboarding.messages';

const STEPS = [
  { title: 'welcomeTitle', lead: 'welcomeLead' },
  { title: 'studiesTitle', lead: 'studiesLead' },
  { title: 'interestsTitle', lead: 'interestsLead' },
  { title: 'goalsTitle', lead: 'goalsLead' },
] as const;

const LAST_STEP = STEPS.length - 1;

export function OnboardingWizard({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<OnboardingAnswers>(() => defaultAnswers());
  const [yearError, setYearError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const setProfile = useSetAtom(setProfileAtom);
  const toast = useToast();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const locale = useLocale();
  const t = useMessages(onboardingMessages);

  // Screen-reader and keyboard users land on the new step's heading, not on a button that moved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves on each step change
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    titleRef.current?.focus();
  }, [step]);

  const next = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 1) {
      const problem = graduationYearError(answers.graduationYear, locale);
      setYearError(problem);
      const nameProblem = displayNameError(answers.displayName, locale);
      setNameError(nameProblem);
      if (problem || nameProblem) return;
    }
    if (step < LAST_STEP) {
      setStep(step + 1);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      setProfile(await saveProfile(toProfileUpdate(answers)));
      toast.success(t('done'));
      onDone();
    } catch (error) {
      // A sign-up whose e-mail already had an account gets a session that opens nothing (docs/decisions/0016): say
      // what to do rather than 'Auth session missing!', without saying whether the e-mail is registered.
      // The profile could not be saved because no one is signed in.
      setSaveError(isUnauthorized(error) ? t('sessionGone') : authErrorMessage(error));
      setSaving(false);
    }
  };

  const { title, lead } = STEPS[step] ?? STEPS[0];
  return (
    <form className="onboarding" onSubmit={next} noValidate>
      <p className="onboarding__progress">{t('progress', { step: step + 1, total: STEPS.length })}</p>
      <ol className="onboarding__dots" aria-hidden="true">
        {STEPS.map((s, index) => (
          <li key={s.title} className={index <= step ? 'is-done' : undefined} />
        ))}
      </ol>
      <Dialog.Title ref={titleRef} tabIndex={-1} className="auth-modal__title">
        {t(title)}
      </Dialog.Title>
      <Dialog.Description className="auth-modal__lead">{t(lead)}</Dialog.Description>
      {step === 0 ? (
        <ul className="onboarding__perks">
          <li>{t('perkSave')}</li>
          <li>{t('perkBuild')}</li>
          <li>{t('perkRecommend')}</li>
        </ul>
      ) : null}
      {step === 1 ? (
        <StudiesStep answers={answers} onChange={setAnswers} yearError={yearError} nameError={nameError} />
      ) : null}
      {step === 2 ? <InterestsStep answers={answers} onChange={setAnswers} /> : null}
      {step === 3 ? <GoalsStep answers={answers} onChange={setAnswers} /> : null}
      {saveError ? (
        <p className="form-error" role="alert">
          {saveError}
        </p>
      ) : null}
      <div className="onboarding__actions">
        {step > 0 ? (
          <button type="button" className="btn btn--secondary" onClick={() => setStep(step - 1)} disabled={saving}>
            {t('back')}
          </button>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={saving} aria-busy={saving}>
          {step < LAST_STEP ? t('continue') : saving ? t('saving') : t('start')}
        </button>
      </div>
    </form>
  );
}
