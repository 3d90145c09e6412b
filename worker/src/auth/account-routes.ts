// DELETE /api/account: the signed-in user deletes their account, answering the spec's { success, error }.
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { ApiError } from '@quadkit/core/server/errors';
import { requireUser } from '@quadkit/core/server/session-user';
import { bumpVersion } from '@quadkit/core/server/versions';
import type { DeleteAccountResponse } from '@quadkit/core/shared/auth-responses';
import { deleteAccount } from './account-deletion';
import { clearSessionCookie } from './session-cookie';

export const accountApi = new Hono<AppEnv>().delete('/account', async (c) => {
  try {
    const user = requireUser(c);
    await deleteAccount(c.var.db, c.env.AVATARS, user);
    // Their public toolkits and approved posts went with the account: home's kept page is purged of them.
    await Promise.all([bumpVersion(c.env.CACHE, 'public-toolkits'), bumpVersion(c.env.CACHE, 'bulletin')]);
    clearSessionCookie(c);
    const body: DeleteAccountResponse = { success: true };
    return c.json(body);
  } catch (err) {
    if (err instanceof ApiError) {
      const body: DeleteAccountResponse = { success: false, error: err.message };
      return c.json(body, err.status);
    }
    // Only the request id and the error: never the user's e-mail, cookie or anything secret.
    console.error(`[${c.var.requestId ?? '-'}] account deletion failed:`, err);
    const body: DeleteAccountResponse = { success: false, error: 'Failed to delete account. Please try again.' };
    return c.json(body, 500);
  }
});
