// Dashboard panel: where the account is signed in (device and browser, last seen), and 'Sign out everywhere else'.
import { useState } from 'react';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { Spinner } from '@quadkit/core/ui/spinner';
import { fetchSessions, signOutOthers } from './account-api';
import './sessions-panel.css';

const when = (iso: string) => new Date(iso).toLocaleString();

export function SessionsPanel() {
  const sessions = useQuery('account-sessions', fetchSessions);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);

  if (sessions.status === 'error' || failure) {
    const error = sessions.status === 'error' ? sessions.error : failure;
    return (
      <div className="form-error" role="alert">
        Could not load your sessions. {messageOf(error, failure ? '' : 'Could not load your sessions.')}{' '}
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => {
            setFailure(null);
            sessions.reload();
          }}
        >
          Try Again
        </button>
      </div>
    );
  }
  if (sessions.status === 'loading') return <Spinner label="Loading your sessions" />;
  const others = sessions.data.filter((session) => !session.current).length;
  const signOut = async () => {
    setBusy(true);
    try {
      const { signedOut } = await signOutOthers();
      setNote(`Signed out ${signedOut} other ${signedOut === 1 ? 'session' : 'sessions'}.`);
      sessions.reload();
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="sessions-panel">
      {note ? (
        <p className="form-success" role="status">
          {note}
        </p>
      ) : null}
      <ul className="sessions-panel__list" aria-label="Signed-in devices">
        {sessions.data.map((session) => (
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
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void signOut()}>
          Sign out everywhere else
        </button>
      )}
    </div>
  );
}
