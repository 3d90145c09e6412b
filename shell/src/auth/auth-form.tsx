// The sign-in and sign-up form: e-mail and password, a link to switch modes, the server's error in a red box.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { localizedPath } from '@quadkit/core/shared/i18n/locale-path';
import { isApiError } from '@quadkit/core/ui/api-client';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { authErrorMessage } from '@quadkit/core/ui/auth-error-message';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { controlsMessages } from '@quadkit/core/ui/controls.messages';
import { coreMessages } from '@quadkit/core/ui/messages';
import { signIn, signUp } from '@quadkit/core/ui/session-api';
import type { SessionUser } from '@quadkit/core/ui/session-atoms';
import { TextField } from '@quadkit/core/ui/text-field';
import { authMessages } from './messages';

export type AuthMode = 'sign-in' | 'sign-up';

/** Each mode's texts, by key of authMessages. */
const COPY = {
  'sign-in': {
    title: 'signInTitle',
    description: 'signInLead',
    busy: 'signingIn',
    switchPrompt: 'noAccount',
    switchAction: 'toSignUp',
  },
  'sign-up': {
    title: 'signUpTitle',
    description: 'signUpLead',
    busy: 'signingUp',
    switchPrompt: 'haveAccount',
    switchAction: 'toSignIn',
  },
} as const;

interface FormError {
  message: string;
  /** A weak password's reasons, listed under the message's lead sentence. */
  reasons: readonly string[];
}

function formErrorOf(error: unknown, locale: Locale): FormError {
  const message = authErrorMessage(error, locale);
  const reasons = isApiError(error) ? error.reasons : [];
  // "Password is too weak. A. B." becomes "Password is too weak." with A and B as a list.
  const lead = reasons.length > 0 ? message.replace(reasons.join(' '), '').trim() : message;
  return { message: lead || message, reasons };
}

interface AuthFormProps {
  initialMode: AuthMode;
  onSignedIn: (user: SessionUser) => void;
  onSignedUp: (user: SessionUser) => void;
}

export function AuthForm({ initialMode, onSignedIn, onSignedUp }: AuthFormProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [running, setRunning] = useState(false);
  const ids = { error: useId() };
  const copy = COPY[mode];
  // The modal lives outside the router (no <Link>): the page's language prefix is added by hand.
  const locale = useLocale();
  const t = useMessages(authMessages);
  const core = useMessages(coreMessages);
  const controls = useMessages(controlsMessages);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running) return;
    setRunning(true);
    setError(null);
    try {
      const credentials = { email, password };
      if (mode === 'sign-in') onSignedIn(await signIn(credentials));
      else onSignedUp(await signUp(credentials));
    } catch (caught) {
      setError(formErrorOf(caught, locale));
      setRunning(false);
    }
  };

  const switchMode = () => {
    setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in');
    setError(null);
  };

  return (
    <div className="auth-form">
      <Dialog.Title className="auth-modal__title">{t(copy.title)}</Dialog.Title>
      <Dialog.Description className="auth-modal__lead">{t(copy.description)}</Dialog.Description>
      <form className="form-fields" onSubmit={submit} aria-describedby={error ? ids.error : undefined}>
        {error ? (
          <div id={ids.error} className="form-error" role="alert">
            {error.message}
            {error.reasons.length > 0 ? (
              <ul className="form-error__reasons">
                {error.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <TextField
          label={t('email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
        />
        <TextField
          label={t('password')}
          type="password"
          name="password"
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          required
          hint={mode === 'sign-up' ? controls('passwordRules') : undefined}
          after={
            mode === 'sign-up' ? null : (
              <a className="auth-form__forgot" href={localizedPath(locale, '/forgot-password')}>
                {t('forgot')}
              </a>
            )
          }
          value={password}
          onValueChange={setPassword}
        />
        <button type="submit" className="btn btn--primary auth-form__submit" disabled={running} aria-busy={running}>
          {running ? t(copy.busy) : mode === 'sign-in' ? core('signIn') : t('signUp')}
        </button>
      </form>
      <p className="auth-form__switch">
        {t(copy.switchPrompt)}{' '}
        <button type="button" className="link-btn" onClick={switchMode} disabled={running}>
          {t(copy.switchAction)}
        </button>
      </p>
    </div>
  );
}
