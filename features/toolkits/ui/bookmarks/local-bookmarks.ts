// Signed-out bookmarks in local storage ('quadkit:bookmarks'), newest first. Unreadable entries are skipped
// rather than failing the whole list; a failed write (storage full or blocked) throws, so the caller can
// roll back the button it had already flipped.
import type { BookmarkType } from '../../shared/bookmark-input';

export const LOCAL_BOOKMARKS_KEY = 'quadkit:bookmarks';

/** The shape POST /api/bookmarks/sync takes, so the list is pushed as it is after sign-in. */
export interface LocalBookmark {
  resourceId: string;
  type: BookmarkType;
  /** ISO time of the save, kept by the server when the list is synced. */
  createdAt: string;
}

const isType = (value: unknown): value is BookmarkType => value === 'resource' || value === 'toolkit';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked by the browser's privacy settings: behave as an empty store.
    return null;
  }
}

function isLocalBookmark(value: unknown): value is LocalBookmark {
  if (typeof value !== 'object' || value === null) return false;
  const { resourceId, type, createdAt } = value as Record<string, unknown>;
  return (
    typeof resourceId === 'string' &&
    resourceId.trim() !== '' &&
    isType(type) &&
    typeof createdAt === 'string' &&
    !Number.isNaN(Date.parse(createdAt))
  );
}

const same = (a: { type: BookmarkType; resourceId: string }, b: { type: BookmarkType; resourceId: string }) =>
  a.type === b.type && a.resourceId === b.resourceId;

export function readLocalBookmarks(): LocalBookmark[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(LOCAL_BOOKMARKS_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const list: LocalBookmark[] = [];
  for (const entry of parsed) {
    if (!isLocalBookmark(entry) || list.some((kept) => same(kept, entry))) continue;
    list.push({ resourceId: entry.resourceId, type: entry.type, createdAt: entry.createdAt });
  }
  return list;
}

function writeLocalBookmarks(list: readonly LocalBookmark[]): void {
  const store = storage();
  if (!store) throw new Error('Local storage is not available in this browser.');
  if (list.length === 0) store.removeItem(LOCAL_BOOKMARKS_KEY);
  else store.setItem(LOCAL_BOOKMARKS_KEY, JSON.stringify(list));
}

/** Saves the item first in the list; saving one that is already there changes nothing. */
export function addLocalBookmark(type: BookmarkType, resourceId: string, now = new Date()): LocalBookmark[] {
  const list = readLocalBookmarks();
  if (list.some((entry) => same(entry, { type, resourceId }))) return list;
  const next = [{ resourceId, type, createdAt: now.toISOString() }, ...list];
  writeLocalBookmarks(next);
  return next;
}

export function removeLocalBookmark(type: BookmarkType, resourceId: string): LocalBookmark[] {
  return removeLocalBookmarks([{ type, resourceId }]);
}

/** Removes these items only: after a sync, what was saved locally meanwhile stays for the next one. */
export function removeLocalBookmarks(items: readonly { type: BookmarkType; resourceId: string }[]): LocalBookmark[] {
  const list = readLocalBookmarks();
  const next = list.filter((entry) => !items.some((item) => same(item, entry)));
  if (next.length !== list.length) writeLocalBookmarks(next);
  return next;
}
