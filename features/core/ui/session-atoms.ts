// Who is signed in, shared by every feature. The shell fills it from GET /api/auth/session at start-up
// and on sign-in; sign-out and account deletion set it back to null.
import { atom } from 'jotai';
import type { AuthUser } from '../shared/auth-responses';

/** The signed-in user as the auth API reports it: id, e-mail and whether they are an admin. */
export type SessionUser = AuthUser;

/** null while signed out (and before the first session check has answered). */
export const sessionUserAtom = atom<SessionUser | null>(null);

/** Derived flag so components that only branch on signed-in state need not read the user. */
export const signedInAtom = atom((get) => get(sessionUserAtom) !== null);

/**
 * False until the first session check has answered (either way). The shell draws no screen before then,
 * so a signed-in visitor never sees signed-out UI; screens may therefore trust sessionUserAtom.
 */
export const sessionCheckedAtom = atom(false);
