// /reset-password?token=…: choose a new password with the e-mailed link (once, within 30 minutes).
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { resetPassword } from './account-api';
import { FormErrorBox } from './form-error';
import { NewPasswordField } from './new-password-field';
import { pageTitle } from '@quadkit/core/shared/page-head';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { accountSafetyMessages } from './account-safety.messages';
import './auth-page.css';

export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const ids = { error: useId() };
  const t = useMessages(accountSafetyMessages);
  const [password, setPassword] = useState('');
  const [state, setState] = useState<
    { kind: 'idle' | 'saving' } | { kind: 'done'; message: string } | { kind: 'error'; error: unknown }
  >({ kind: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState({ kind: 'saving' });
    try {
      setState({ kind: 'done', message: (await resetPassword(token, password)).message });
    } catch (error) {
      setState({ kind: 'error', error });
    }
  };

  return (
    <div className="container page auth-page">
      <title>{pageTitle(t('resetTitle'))}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('resetTitle')}</h1>
      {state.kind === 'done' ? (
        <p className="form-success" role="status">
          {state.message}
        </p>
      ) : (
        <form className="form-fields" onSubmit={submit}>
          {state.kind === 'error' ? <FormErrorBox id={ids.error} error={state.error} /> : null}
          <NewPasswordField value={password} onValueChange={setPassword} />
          <button type="submit" className="btn btn--primary" disabled={state.kind === 'saving'}>
            {state.kind === 'saving' ? t('saving') : t('saveNew')}
          </button>
        </form>
      )}
    </div>
  );
}
