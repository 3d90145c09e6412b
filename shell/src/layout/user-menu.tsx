// Header user-menu slot: a Sign In button while signed out (it fires openAuthModal); the account menu once signed in;
// nothing yet while the session is unknown (a page the worker rendered, before the check answers) or while the
// account menu's chunk loads. The slot keeps its size when the answer arrives (user-menu.css: Sign In's, or the
// avatar's for a visitor the worker saw a session cookie on), so the header never shifts.
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { coreMessages } from '@quadkit/core/ui/messages';
import { sessionCheckedAtom, sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { openAuthModal } from '@quadkit/core/ui/session-events';
import { AccountMenu } from '@quadkit/dashboard/ui';
import { preloadAuthModal } from '../auth/auth-modal-host';
import './user-menu.css';

function UserMenuContent() {
  const checked = useAtomValue(sessionCheckedAtom);
  const user = useAtomValue(sessionUserAtom);
  const t = useMessages(coreMessages);
  if (user)
    return (
      <Suspense fallback={null}>
        <AccountMenu user={user} />
      </Suspense>
    );
  if (!checked) return null;
  return (
    <button
      type="button"
      className="btn btn--primary btn--small"
      onPointerEnter={preloadAuthModal}
      onFocus={preloadAuthModal}
      onClick={() => openAuthModal()}
    >
      {t('signIn')}
    </button>
  );
}

export function UserMenu() {
  const t = useMessages(coreMessages);
  // Signed out, the slot's size is the Sign In button's in the page's language (user-menu.css reads it from here).
  return (
    <div className="user-menu" data-sign-in={t('signIn')}>
      <UserMenuContent />
    </div>
  );
}
