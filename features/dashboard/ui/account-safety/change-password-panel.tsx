// Dashboard panel: change the password (the current one is required); every other device is signed out.
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@quadkit/core/ui/text-field';
import { changePassword } from './account-api';
import { FormErrorBox } from './form-error';
import { NewPasswordField } from './new-password-field';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { accountPanelMessages } from '../account-safety-panels.messages';
import { accountSafetyMessages } from './account-safety.messages';

export function ChangePasswordPanel() {
  const ids = { error: useId() };
  const t = useMessages(accountSafetyMessages);
  const titles = useMessages(accountPanelMessages);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [state, setState] = useState<
    { kind: 'idle' | 'saving' } | { kind: 'done'; message: string } | { kind: 'error'; error: unknown }
  >({
    kind: 'idle',
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'saving') return;
    setState({ kind: 'saving' });
    try {
      const { message } = await changePassword(current, next);
      setCurrent('');
      setNext('');
      setState({ kind: 'done', message });
    } catch (error) {
      setState({ kind: 'error', error });
    }
  };

  return (
    <form className="form-fields" onSubmit={submit} aria-label={titles('changePassword')}>
      {state.kind === 'error' ? <FormErrorBox id={ids.error} error={state.error} /> : null}
      {state.kind === 'done' ? (
        <p className="form-success" role="status">
          {state.message}
        </p>
      ) : null}
      <TextField
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onValueChange={setCurrent}
      />
      <NewPasswordField value={next} onValueChange={setNext} />
      <button
        type="submit"
        className="btn btn--primary"
        disabled={state.kind === 'saving'}
        aria-busy={state.kind === 'saving'}
      >
        {state.kind === 'saving' ? t('changing') : titles('changePassword')}
      </button>
    </form>
  );
}
