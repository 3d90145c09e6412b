// The sign-in / sign-up modal (lazy chunk): the form first; after a sign-up, the dashboard's onboarding wizard,
// which the dashboard can also reopen for a user who closed it unfinished (the openOnboarding event).
import * as Dialog from '@radix-ui/react-dialog';
import { useSetAtom } from 'jotai';
import { lazy, Suspense, useRef, useState } from 'react';
import { sessionUserAtom, type SessionUser } from '@quadkit/core/ui/session-atoms';
import { returnFocusTarget } from '@quadkit/core/ui/return-focus';
import { useToast } from '@quadkit/core/ui/toasts';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { savedLocale } from '@quadkit/core/ui/i18n/saved-locale';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { localizedPath } from '@quadkit/core/shared/i18n/locale-path';
import { AuthForm, type AuthMode } from './auth-form';
import { authMessages } from './messages';
import { loadOnboardingWizard } from '@quadkit/dashboard/ui';
import { Spinner } from '@quadkit/core/ui/spinner';
import '@quadkit/core/ui/fields.css';
import '@quadkit/core/ui/dialog.css';
import './auth-modal.css';

const OnboardingWizard = lazy(async () => ({ default: (await loadOnboardingWizard()).OnboardingWizard }));

export interface AuthModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'onboarding' opens on the wizard, for a signed-in user resuming it. */
  initialMode: AuthMode | 'onboarding';
  redirectTo: string | undefined;
  navigate: (to: string) => void;
}

export default function AuthModal({ open, onOpenChange, initialMode, redirectTo, navigate }: AuthModalProps) {
  const setUser = useSetAtom(sessionUserAtom);
  const toast = useToast();
  const t = useMessages(authMessages);
  const [stage, setStage] = useState<'form' | 'onboarding'>(initialMode === 'onboarding' ? 'onboarding' : 'form');
  // The modal has no Radix Trigger, so it hands focus back itself (see onCloseAutoFocus).
  const openerRef = useRef<Element | null>(typeof document === 'undefined' ? null : document.activeElement);

  const locale = useLocale();

  const signedIn = (user: SessionUser) => {
    setUser(user);
    onOpenChange(false);
    // Sign-in copied the student's saved language into the cookie. An unprefixed (English) page was drawn before
    // the worker knew it: the page, or the redirect target, opens in their language now, as the next load would.
    // A full load, as the switcher's: the router's basename and the texts belong to the page.
    const saved = savedLocale();
    if (locale === 'en' && saved && saved !== 'en') {
      const { pathname, search, hash } = window.location;
      window.location.assign(localizedPath(saved, redirectTo ?? pathname) + (redirectTo ? '' : search + hash));
      return;
    }
    toast.success(t('signedInAs', { email: user.email }));
    if (redirectTo) navigate(redirectTo);
  };

  const signedUp = (user: SessionUser) => {
    setUser(user);
    setStage('onboarding');
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={stage === 'form' ? 'dialog auth-modal' : 'dialog auth-modal auth-modal--wide'}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // After a sign-in the Sign In button is gone; the account button took its place.
            returnFocusTarget(openerRef.current, '[data-user-menu-button]')?.focus();
          }}
        >
          {stage === 'form' ? (
            <AuthForm
              initialMode={initialMode === 'onboarding' ? 'sign-in' : initialMode}
              onSignedIn={signedIn}
              onSignedUp={signedUp}
            />
          ) : (
            <Suspense fallback={<Spinner block />}>
              <OnboardingWizard
                onDone={() => {
                  onOpenChange(false);
                  // Signed up on the way somewhere (the board's Submit an Article): on to it, as a sign-in goes.
                  if (redirectTo) navigate(redirectTo);
                }}
              />
            </Suspense>
          )}
          <Dialog.Close className="icon-btn auth-modal__close" aria-label={t('close')}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
