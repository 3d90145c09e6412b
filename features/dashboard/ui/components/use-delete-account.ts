// Account deletion as the spec words it: DELETE /api/account, then on success a toast, a local sign-out and
// the home page; on failure 'Account deletion failed: {message}'; signed out, 'You must be signed in…'.
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { isBareStatus, isUnauthorized } from '@quadkit/core/ui/api-client';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { useToast } from '@quadkit/core/ui/toasts';
import { deleteAccount } from '../profile-api';
import { clearProfileAtom } from '../profile-state';
import type { Translate } from '@quadkit/core/shared/i18n/translate';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { dangerZoneMessages } from './danger-zone.messages';

/** The server's `error` field, 'Failed to delete account' when it gave none, or 'Unknown error'. */
export function deletionFailureReason(error: unknown, t: Translate<typeof dangerZoneMessages.en>): string {
  return messageOf(error, isBareStatus(error) ? t('failedBare') : t('unknownError'));
}

/** Returns whether the account is gone. */
export function useDeleteAccount(): () => Promise<boolean> {
  const user = useAtomValue(sessionUserAtom);
  const setUser = useSetAtom(sessionUserAtom);
  const clearProfile = useSetAtom(clearProfileAtom);
  const toast = useToast();
  const navigate = useNavigate();
  const t = useMessages(dangerZoneMessages);

  const signOutLocally = () => {
    setUser(null);
    clearProfile();
  };

  return async () => {
    if (!user) {
      toast.error(t('notSignedIn'));
      return false;
    }
    try {
      await deleteAccount();
    } catch (error) {
      if (isUnauthorized(error)) {
        // The session was already gone (expired or signed out elsewhere): there is no token to delete with.
        toast.error(t('notSignedIn'));
        signOutLocally();
        return false;
      }
      console.error('Account deletion failed', error);
      toast.error(t('failed', { reason: deletionFailureReason(error, t) }));
      return false;
    }
    toast.success(t('deleted'));
    // Leave the dashboard first, so it never flashes its signed-out prompt on the way out.
    await navigate('/');
    signOutLocally();
    return true;
  };
}
