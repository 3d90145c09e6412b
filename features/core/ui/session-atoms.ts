// Who is signed in, shared by every feature. The accounts feature fills it; until then it stays null.
import { atom } from 'jotai';

export interface SessionUser {
  id: string;
  email: string;
}

/** null while signed out. */
export const sessionUserAtom = atom<SessionUser | null>(null);

/** Derived flag so components that only branch on signed-in state need not read the user. */
export const signedInAtom = atom((get) => get(sessionUserAtom) !== null);
