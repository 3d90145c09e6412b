// Sign-in guards for the toolkits and bookmarks routes. They run before body validation, so a signed-out
// request is told to sign in rather than that its body is wrong.
import { ApiError } from '@quadkit/core/server/errors';
import { signedIn } from '@quadkit/core/server/private-route';
import type { SessionUser } from '@quadkit/core/server/session-user';
import { TOOLKIT_MESSAGES } from '../shared/toolkit-messages';

interface WithUser {
  var: { user?: SessionUser | null };
}

/** The signed-in user, or 401 with the spec's toolkit text 'User must be authenticated' (docs/product.md#roles and #when-something-fails). */
export function toolkitUser(c: WithUser): SessionUser {
  const user = c.var.user;
  if (!user) throw new ApiError(401, 'unauthorized', TOOLKIT_MESSAGES.signedOut);
  return user;
}

export const signedInForToolkits = signedIn(TOOLKIT_MESSAGES.signedOut);

/** Bookmarks keep the auth service's own text, 'Auth session missing!' (docs/product.md#when-something-fails). */
export const signedInForBookmarks = signedIn();
