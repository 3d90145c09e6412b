// Dashboard panel: change the password (the current one is required); every other device is signed out.
import { useId, useState, type FormEvent } from 'react';
import { changePassword } from './account-api';
import { FormErrorBox } from './form-error';

export function ChangePasswordPanel() {
  const ids = { current: useId(), next: useId(), hint: useId(), error: useId() };
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
    <form className="auth-form__fields" onSubmit={submit} aria-label="Change password">
      {state.kind === 'error' ? <FormErrorBox id={ids.error} error={state.error} /> : null}
      {state.kind === 'done' ? (
        <p className="form-success" role="status">
          {state.message}
        </p>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={ids.current}>
          Current password
        </label>
        <input
          id={ids.current}
          className="input"
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.next}>
          New password
        </label>
        <input
          id={ids.next}
          className="input"
          type="password"
          autoComplete="new-password"
          required
          aria-describedby={ids.hint}
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
        <p id={ids.hint} className="field__hint">
          At least 8 characters, not only letters or only digits, and not a common password like "password1".
        </p>
      </div>
      <button
        type="submit"
        className="btn btn--primary"
        disabled={state.kind === 'saving'}
        aria-busy={state.kind === 'saving'}
      >
        {state.kind === 'saving' ? 'Changing password…' : 'Change password'}
      </button>
    </form>
  );
}
