// /forgot-password: asks for the e-mail and always answers the same, whether or not it has an account.
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@quadkit/core/ui/text-field';
import { requestPasswordReset } from './account-api';
import { FormErrorBox } from './form-error';
import { pageTitle } from '@quadkit/core/shared/page-head';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { accountSafetyMessages } from './account-safety.messages';
import './auth-page.css';

export function ForgotPasswordScreen() {
  const ids = { error: useId() };
  const t = useMessages(accountSafetyMessages);
  const [email, setEmail] = useState('');
  const [state, setState] = useState<
    { kind: 'idle' | 'sending' } | { kind: 'sent'; message: string } | { kind: 'error'; error: unknown }
  >({ kind: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      setState({ kind: 'sent', message: (await requestPasswordReset(email)).message });
    } catch (error) {
      setState({ kind: 'error', error });
    }
  };

  return (
    <div className="container page auth-page">
      <title>{pageTitle(t('forgotTitle'))}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('forgotTitle')}</h1>
      {state.kind === 'sent' ? (
        <p className="form-success" role="status">
          {state.message}
        </p>
      ) : (
        <form className="form-fields" onSubmit={submit}>
          <p>{t('forgotLead')}</p>
          {state.kind === 'error' ? <FormErrorBox id={ids.error} error={state.error} /> : null}
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onValueChange={setEmail}
          />
          <button type="submit" className="btn btn--primary" disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? t('sending') : t('sendLink')}
          </button>
        </form>
      )}
    </div>
  );
}
