// The first session check: GET /api/auth/session once at start-up, then mark the session as checked so
// the app draws its screens. A failed or slow check shows the site signed out rather than blocking it. The
// answer is set in a transition: the parts it redraws (every save control, the header's menu) draw in slices that
// yield to the browser, not in one long task.
import type { createStore } from 'jotai';
import { startTransition } from 'react';
import { fetchSession } from '@quadkit/core/ui/session-api';
import { sessionCheckedAtom, sessionUserAtom, type SessionUser } from '@quadkit/core/ui/session-atoms';

type Store = ReturnType<typeof createStore>;

/** Long enough for a cold worker, short enough that a hung request does not leave a blank page. */
export const SESSION_CHECK_TIMEOUT_MS = 8000;

export async function checkSession(
  store: Store,
  fetchUser: (signal: AbortSignal) => Promise<SessionUser | null> = fetchSession,
): Promise<void> {
  try {
    const user = await fetchUser(AbortSignal.timeout(SESSION_CHECK_TIMEOUT_MS));
    // A sign-in that finished while the check was running wins over a stale "signed out".
    if (user || store.get(sessionUserAtom) === null) startTransition(() => store.set(sessionUserAtom, user));
  } catch (error) {
    console.warn('The session check failed; continuing signed out', error);
  } finally {
    startTransition(() => store.set(sessionCheckedAtom, true));
  }
}
