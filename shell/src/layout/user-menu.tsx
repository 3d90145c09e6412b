// Header user-menu slot: a Sign In button while signed out (it fires openAuthModal); the account menu once signed in.
import { useAtomValue } from 'jotai';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { openAuthModal } from '@quadkit/core/ui/session-events';
import { AccountMenu } from '@quadkit/dashboard/ui';
import { preloadAuthModal } from '../auth/auth-modal-host';

export function UserMenu() {
  const user = useAtomValue(sessionUserAtom);

  if (!user) {
    return (
      <button
        type="button"
        className="btn btn--primary btn--small"
        onPointerEnter={preloadAuthModal}
        onFocus={preloadAuthModal}
        onClick={() => openAuthModal()}
      >
        Sign In
      </button>
    );
  }

  return <AccountMenu user={user} />;
}
