// Bookmark state shared by every save control, /saved and the dashboard: what is saved (as keys), the
// server's list with items resolved, which saves are still running, and the sign-in prompt's open state.
import { atom, type Getter, type Setter } from 'jotai';
import type { SavedBookmark } from '../data/toolkits-client';

export interface SavedListState {
  /** idle: signed out, or not asked yet. error: the load failed and the controls use local storage. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The server's list, newest first; kept while a reload runs so /saved does not flash a spinner. */
  bookmarks: readonly SavedBookmark[];
  loaded: boolean;
  message: string | null;
}

export const IDLE_LIST: SavedListState = { status: 'idle', bookmarks: [], loaded: false, message: null };

/** What is saved, as bookmark keys: the server's list when signed in, local storage when signed out. */
export const savedKeysAtom = atom<ReadonlySet<string>>(new Set<string>());

export const savedListAtom = atom<SavedListState>(IDLE_LIST);

/** Saves and removals still running, by key, with the state each is heading for (true: saved). */
export const pendingSavesAtom = atom<ReadonlyMap<string, boolean>>(new Map<string, boolean>());

/** The user whose bookmarks are shown (null signed out): a late answer for anyone else is dropped. */
export const bookmarkOwnerAtom = atom<string | null>(null);

/** The 'Sign in to save resources' dialog. */
export const savePromptOpenAtom = atom(false);

export function setKey(get: Getter, set: Setter, key: string, saved: boolean): void {
  const next = new Set(get(savedKeysAtom));
  if (saved) next.add(key);
  else next.delete(key);
  set(savedKeysAtom, next);
}

/** A freshly loaded set of keys, with the saves still running kept at the state they are heading for. */
export function withPending(get: Getter, keys: ReadonlySet<string>): ReadonlySet<string> {
  const pending = get(pendingSavesAtom);
  if (pending.size === 0) return keys;
  const next = new Set(keys);
  for (const [key, saved] of pending) {
    if (saved) next.add(key);
    else next.delete(key);
  }
  return next;
}

export function setPending(get: Getter, set: Setter, key: string, saved: boolean | null): void {
  const next = new Map(get(pendingSavesAtom));
  if (saved === null) next.delete(key);
  else next.set(key, saved);
  set(pendingSavesAtom, next);
}
