// The 4-step onboarding wizard shown after sign-up: welcome, studies, interests, goals. Back and Continue
// move between steps; 'Get Started' saves the answers with onboarded: true and closes the modal.
import * as Dialog from '@radix-ui/react-dialog';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graduationYearError } from '../graduation-year';
import { saveProfile } from '../profile-api';
import { setProfileAtom } from '../profile-state';
import { useToast } from '@quadkit/core/ui/toasts';
import { isUnauthorized } from '@quadkit/core/ui/api-client';
import { authErrorMessage } from '@quadkit/core/ui/auth-error-message';
import { defaultAnswers, toProfileUpdate, type OnboardingAnswers } from './onboarding-answers';
import { GoalsStep, InterestsStep, StudiesStep } from './onboarding-steps';

const STEPS = [
  {
    title: 'Welcome aboard!',
    lead: 'Your account is ready. Three quick questions help Quadkit suggest the tools that fit your studies.',
  },
  { title: 'Your studies', lead: 'Tell us where you are in your studies.' },
  { title: 'Your interests', lead: 'Pick the topics you want to see more of. Choose as many as you like.' },
  { title: 'Your goals', lead: 'What do you want to get out of this year? You can change these later.' },
] as const;

const LAST_STEP = STEPS.length - 1;

/** The profile could not be saved because no one is signed in. */
export const SESSION_GONE =
  "You're not signed in, so your profile wasn't saved. If this e-mail already has a Quadkit account, check your inbox and sign in instead.";

export function OnboardingWizard({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<OnboardingAnswers>(() => defaultAnswers());
  const [yearError, setYearError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const setProfile = useSetAtom(setProfileAtom);
  const toast = useToast();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

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
      const problem = graduationYearError(answers.graduationYear);
      setYearError(problem);
      if (problem) return;
    }
    if (step < LAST_STEP) {
      setStep(step + 1);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      setProfile(await saveProfile(toProfileUpdate(answers)));
      toast.success("You're all set! Your profile has been saved.");
      onDone();
    } catch (error) {
      // A sign-up whose e-mail already had an account gets a session that opens nothing (docs/decisions/0016): say
      // what to do rather than 'Auth session missing!', without saying whether the e-mail is registered.
      setSaveError(isUnauthorized(error) ? SESSION_GONE : authErrorMessage(error));
      setSaving(false);
    }
  };

  const { title, lead } = STEPS[step] ?? STEPS[0];
  return (
    <form className="onboarding" onSubmit={next} noValidate>
      <p className="onboarding__progress">
        Step {step + 1} of {STEPS.length}
      </p>
      <ol className="onboarding__dots" aria-hidden="true">
        {STEPS.map((s, index) => (
          <li key={s.title} className={index <= step ? 'is-done' : undefined} />
        ))}
      </ol>
      <Dialog.Title ref={titleRef} tabIndex={-1} className="auth-modal__title">
        {title}
      </Dialog.Title>
      <Dialog.Description className="auth-modal__lead">{lead}</Dialog.Description>
      {step === 0 ? (
        <ul className="onboarding__perks">
          <li>Save resources and toolkits to come back to</li>
          <li>Build your own toolkits and share them</li>
          <li>Get recommendations for your major and goals</li>
        </ul>
      ) : null}
      {step === 1 ? <StudiesStep answers={answers} onChange={setAnswers} yearError={yearError} /> : null}
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
            Back
          </button>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={saving} aria-busy={saving}>
          {step < LAST_STEP ? 'Continue' : saving ? 'Saving…' : 'Get Started'}
        </button>
      </div>
    </form>
  );
}
