// The save controls' UI state (what is saved lives in the query cache, saved-items.ts): which saves are still
// running, and the sign-in prompt's open state.
import { atom, type Getter, type Setter } from 'jotai';

/** Saves and removals still running, by key, with the state each is heading for (true: saved). */
export const pendingSavesAtom = atom<ReadonlyMap<string, boolean>>(new Map<string, boolean>());

/** The 'Sign in to save resources' dialog. */
export const savePromptOpenAtom = atom(false);

export function setPending(get: Getter, set: Setter, key: string, saved: boolean | null): void {
  const next = new Map(get(pendingSavesAtom));
  if (saved === null) next.delete(key);
  else next.set(key, saved);
  set(pendingSavesAtom, next);
}
