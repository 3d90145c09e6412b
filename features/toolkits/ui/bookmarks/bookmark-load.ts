// Loading bookmarks for whoever is signed in: local storage when signed out; when signed in, the local
// ones are pushed to the server first (POST /api/bookmarks/sync) and cleared only once it has them, then
// the list comes from the server. A failed load falls back to local storage, so nothing is lost.
import { atom, type Getter, type Setter } from 'jotai';
import type { SessionUser } from '@quadkit/core/ui/session-atoms';
import type { SavedBookmark } from '../data/toolkits-client';
import { bookmarkOwnerAtom, IDLE_LIST, savedKeysAtom, savedListAtom, withPending } from './bookmark-atoms';
import { MAX_SYNC_ITEMS } from '../../shared/sync-limits';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { browserQueries } from '@quadkit/core/ui/data/query-cache';
import { fetchBookmarks, syncBookmarks } from './bookmark-api';
import { keysOf } from './bookmark-key';
import { readLocalBookmarks, removeLocalBookmarks, type LocalBookmark } from './local-bookmarks';

function showList(get: Getter, set: Setter, bookmarks: SavedBookmark[]): void {
  set(savedKeysAtom, withPending(get, keysOf(bookmarks)));
  set(savedListAtom, { status: 'ready', bookmarks, loaded: true, message: null });
}

function fallBackToLocal(get: Getter, set: Setter, error: unknown): void {
  console.warn('Bookmarks could not be loaded from the server; using the ones saved in this browser', error);
  set(savedKeysAtom, withPending(get, keysOf(readLocalBookmarks())));
  set(savedListAtom, (list) => ({ ...list, status: 'error', message: messageOf(error) }));
}

/** Runs a load or a sync for the owner; its list is shown only while the owner is still the one signed in. */
function replaceList(get: Getter, set: Setter, owner: string, fetch: () => Promise<SavedBookmark[]>) {
  // The load or sync under way is one query per owner, so /saved, the dashboard and sign-in asking at once share it.
  return browserQueries.load(`bookmarks:${owner}`, async () => {
    set(savedListAtom, (list) => ({ ...list, status: 'loading', message: null }));
    try {
      const bookmarks = await fetch();
      if (get(bookmarkOwnerAtom) === owner) showList(get, set, bookmarks);
    } catch (error) {
      if (get(bookmarkOwnerAtom) === owner) fallBackToLocal(get, set, error);
    }
  });
}

/** GET /api/bookmarks for the signed-in user (also how /saved and the dashboard refresh). */
export const loadBookmarksAtom = atom(null, (get, set): Promise<void> => {
  const owner = get(bookmarkOwnerAtom);
  return owner ? replaceList(get, set, owner, fetchBookmarks) : Promise.resolve();
});

/** Batches of at most MAX_SYNC_ITEMS (the API's limit per sync request). */
function batched(items: readonly LocalBookmark[]): LocalBookmark[][] {
  const out: LocalBookmark[][] = [];
  for (let i = 0; i < items.length; i += MAX_SYNC_ITEMS) out.push(items.slice(i, i + MAX_SYNC_ITEMS));
  return out;
}

/** Pushes every local bookmark, clearing each batch from local storage only after the server took it. */
export const syncLocalBookmarksAtom = atom(null, (get, set): Promise<void> => {
  const owner = get(bookmarkOwnerAtom);
  const local = readLocalBookmarks();
  if (!owner || local.length === 0) return Promise.resolve();
  return replaceList(get, set, owner, async () => {
    // Meanwhile the controls show what this browser saved.
    set(savedKeysAtom, withPending(get, keysOf(local)));
    let bookmarks: SavedBookmark[] = [];
    for (const batch of batched(local)) {
      ({ bookmarks } = await syncBookmarks(batch));
      removeLocalBookmarks(batch);
    }
    return bookmarks;
  });
});

/** Run when the signed-in user changes (the shell's first session check, sign-in, sign-out). */
export const bookmarksForUserAtom = atom(null, async (get, set, user: SessionUser | null) => {
  set(bookmarkOwnerAtom, user?.id ?? null);
  // Nothing of the previous user's stays on screen while the new list loads.
  set(savedKeysAtom, withPending(get, keysOf(readLocalBookmarks())));
  set(savedListAtom, IDLE_LIST);
  if (!user) return;
  if (readLocalBookmarks().length > 0) await set(syncLocalBookmarksAtom);
  else await set(loadBookmarksAtom);
});

/** Another tab changed local storage: signed out, the controls follow it. */
export const localBookmarksChangedAtom = atom(null, (get, set) => {
  if (get(bookmarkOwnerAtom) === null) set(savedKeysAtom, withPending(get, keysOf(readLocalBookmarks())));
});
