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

const NOT_SIGNED_IN = 'You must be signed in to delete your account.';

/** The server's `error` field, 'Failed to delete account' when it gave none, or 'Unknown error'. */
export function deletionFailureReason(error: unknown): string {
  return messageOf(error, isBareStatus(error) ? 'Failed to delete account' : 'Unknown error');
}

/** Returns whether the account is gone. */
export function useDeleteAccount(): () => Promise<boolean> {
  const user = useAtomValue(sessionUserAtom);
  const setUser = useSetAtom(sessionUserAtom);
  const clearProfile = useSetAtom(clearProfileAtom);
  const toast = useToast();
  const navigate = useNavigate();

  const signOutLocally = () => {
    setUser(null);
    clearProfile();
  };

  return async () => {
    if (!user) {
      toast.error(NOT_SIGNED_IN);
      return false;
    }
    try {
      await deleteAccount();
    } catch (error) {
      if (isUnauthorized(error)) {
        // The session was already gone (expired or signed out elsewhere): there is no token to delete with.
        toast.error(NOT_SIGNED_IN);
        signOutLocally();
        return false;
      }
      console.error('Account deletion failed', error);
      toast.error(`Account deletion failed: ${deletionFailureReason(error)}`);
      return false;
    }
    toast.success('Your account has been permanently deleted.');
    // Leave the dashboard first, so it never flashes its signed-out prompt on the way out.
    await navigate('/');
    signOutLocally();
    return true;
  };
}
