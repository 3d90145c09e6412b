// Signing out from the account menu: revoke the session on the server, forget the user here, say so,
// and leave the dashboard (which only makes sense signed in) for the home page.
import { useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { clearProfileAtom } from '../profile-state';
import { signOut } from '@quadkit/core/ui/session-api';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { useToast } from '@quadkit/core/ui/toasts';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { accountMenuMessages } from './account-menu.messages';

export function useSignOut(): () => Promise<void> {
  const setUser = useSetAtom(sessionUserAtom);
  const clearProfile = useSetAtom(clearProfileAtom);
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const t = useMessages(accountMenuMessages);

  return async () => {
    try {
      await signOut();
    } catch (error) {
      // Still signed in on the server, so pretending otherwise here would be undone by the next reload.
      toast.error(t('signOutFailed', { reason: error instanceof Error ? error.message : t('unknownError') }));
      return;
    }
    if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) await navigate('/');
    setUser(null);
    clearProfile();
    toast.success(t('signedOut'));
  };
}
