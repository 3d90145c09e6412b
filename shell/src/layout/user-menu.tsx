// Header user-menu slot: a Sign In button while signed out (the accounts feature opens its modal on the event).
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';

/** SPEC: the auth modal opens whenever a window event named openAuthModal fires. */
export const openAuthModal = () => window.dispatchEvent(new Event('openAuthModal'));

export function UserMenu() {
  const user = useAtomValue(sessionUserAtom);

  if (!user) {
    return (
      <button type="button" className="btn btn--primary btn--small" onClick={openAuthModal}>
        Sign In
      </button>
    );
  }

  // Placeholder for the signed-in menu the accounts feature brings: avatar initial linking to the dashboard.
  return (
    <Link to="/dashboard" className="user-avatar" aria-label={`Profile Dashboard (${user.email})`}>
      {user.email.charAt(0).toUpperCase()}
    </Link>
  );
}
