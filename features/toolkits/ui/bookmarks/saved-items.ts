// The viewer's saved items as one query in the query cache (docs/data.md): `bookmarks:<userId>` holds the
// server's list, newest first; `bookmarks:local` the signed-out list in this browser. Loading the server's list
// first pushes the local one (POST /api/bookmarks/sync) and clears it only once the server has it, so the load
// after a sign-in is the sync. While the server's list is not there (loading, failed) the controls show the
// local one, so nothing saved in this browser seems lost.
import type { QueryCache } from '@quadkit/core/ui/data/query-cache';
import type { Bookmark } from '../../shared/bookmark-responses';
import { MAX_SYNC_ITEMS } from '../../shared/sync-limits';
import type { SavedBookmark } from '../data/toolkits-client';
import { fetchBookmarks, syncBookmarks } from './bookmark-api';
import { readLocalBookmarks, removeLocalBookmarks, type LocalBookmark } from './local-bookmarks';

/** A save the server took since the list loaded: counted and shown as saved, listed once its item is resolved. */
export type SavedItem = SavedBookmark | Bookmark;

export const savedKey = (userId: string) => `bookmarks:${userId}`;
export const LOCAL_SAVED_KEY = 'bookmarks:local';

export const isResolved = (item: SavedItem): item is SavedBookmark => 'item' in item;

/** Batches of at most MAX_SYNC_ITEMS (the API's limit per sync request). */
function batched(items: readonly LocalBookmark[]): LocalBookmark[][] {
  const out: LocalBookmark[][] = [];
  for (let i = 0; i < items.length; i += MAX_SYNC_ITEMS) out.push(items.slice(i, i + MAX_SYNC_ITEMS));
  return out;
}

/** The signed-in viewer's list: local bookmarks pushed first (each batch cleared once taken), else GET. */
export async function loadSaved(): Promise<SavedItem[]> {
  const local = readLocalBookmarks();
  if (local.length === 0) return fetchBookmarks();
  let bookmarks: SavedBookmark[] = [];
  for (const batch of batched(local)) {
    ({ bookmarks } = await syncBookmarks(batch));
    removeLocalBookmarks(batch);
  }
  return bookmarks;
}

/** The local list as last written through the cache, or as storage has it (after a reset forgot it). */
export function localSaved(cache: QueryCache): readonly { type: string; resourceId: string }[] {
  const state = cache.state<LocalBookmark[]>(LOCAL_SAVED_KEY);
  return state.status === 'loaded' ? state.data : readLocalBookmarks();
}

/** Storage changed (a save signed out, another tab): the controls follow. */
export const showLocal = (cache: QueryCache, list: LocalBookmark[] = readLocalBookmarks()) =>
  cache.set(LOCAL_SAVED_KEY, list);

/** What the controls show as saved: the viewer's list once loaded, else this browser's. */
export function savedList(cache: QueryCache, userId: string | null): readonly { type: string; resourceId: string }[] {
  if (userId) {
    const state = cache.state<SavedItem[]>(savedKey(userId));
    if (state.status === 'loaded') return state.data;
  }
  return localSaved(cache);
}
