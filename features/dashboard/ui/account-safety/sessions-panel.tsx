// Dashboard panel: where the account is signed in (device and browser, last seen), and 'Sign out everywhere else'.
import { useCallback, useEffect, useState } from 'react';
import type { AccountSession } from '@quadkit/core/shared/auth-responses';
import { Spinner } from '@quadkit/core/ui/spinner';
import { fetchSessions, signOutOthers } from './account-api';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; sessions: AccountSession[]; busy: boolean; note?: string };

const when = (iso: string) => new Date(iso).toLocaleString();

export function SessionsPanel() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async (signal?: AbortSignal) => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'ready', sessions: await fetchSessions(signal), busy: false });
    } catch (error) {
      if (signal?.aborted) return;
      setState({ kind: 'error', message: error instanceof Error ? error.message : 'Could not load your sessions.' });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (state.kind === 'loading') return <Spinner label="Loading your sessions" />;
  if (state.kind === 'error') {
    return (
      <div className="form-error" role="alert">
        Could not load your sessions. {state.message}{' '}
        <button type="button" className="btn btn--secondary" onClick={() => void load()}>
          Try Again
        </button>
      </div>
    );
  }
  const others = state.sessions.filter((session) => !session.current).length;
  const signOut = async () => {
    setState({ ...state, busy: true });
    try {
      const { signedOut } = await signOutOthers();
      setState({
        kind: 'ready',
        sessions: await fetchSessions(),
        busy: false,
        note: `Signed out ${signedOut} other ${signedOut === 1 ? 'session' : 'sessions'}.`,
      });
    } catch (error) {
      setState({ kind: 'error', message: error instanceof Error ? error.message : '' });
    }
  };
  return (
    <div className="sessions-panel">
      {state.note ? (
        <p className="form-success" role="status">
          {state.note}
        </p>
      ) : null}
      <ul className="sessions-panel__list" aria-label="Signed-in devices">
        {state.sessions.map((session) => (
          <li key={session.id}>
            <strong>{session.device}</strong>
            {session.current ? ' (this device)' : ''}
            <br />
            <span className="field__hint">Last seen {when(session.lastSeenAt)}</span>
          </li>
        ))}
      </ul>
      {others === 0 ? (
        <p className="field__hint">This is the only device signed in to your account.</p>
      ) : (
        <button type="button" className="btn btn--secondary" disabled={state.busy} onClick={() => void signOut()}>
          Sign out everywhere else
        </button>
      )}
    </div>
  );
}
