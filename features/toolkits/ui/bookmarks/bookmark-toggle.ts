// Saving and unsaving one item, optimistically: the control flips at once and flips back, with a toast,
// if the server refuses. Signed out, the item goes to local storage and the sign-in prompt opens.
import { atom } from 'jotai';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { pushToastAtom } from '@quadkit/core/ui/toasts';
import type { BookmarkType } from '../../shared/bookmark-input';
import { keysOf, bookmarkKey } from './bookmark-key';
import {
  pendingSavesAtom,
  savedKeysAtom,
  savedListAtom,
  savePromptOpenAtom,
  setKey,
  setPending,
} from './bookmark-atoms';
import { addBookmark, removeBookmark } from './bookmark-api';
import { addLocalBookmark, removeLocalBookmark } from './local-bookmarks';

export interface ToggleRequest {
  type: BookmarkType;
  itemId: string;
  /** Named in the failure toast. */
  title?: string | undefined;
  /** The state wanted (a Remove button always removes); by default the opposite of the current one. */
  to?: boolean | undefined;
}

const failureText = (save: boolean, title: string | undefined) => {
  const what = title ? `"${title}"` : 'this item';
  return save ? `Couldn't save ${what}. Please try again.` : `Couldn't remove ${what} from saved. Please try again.`;
};

/** Resolves true when the change stuck, false when it was rolled back (docs/product.md#when-something-fails: failures return false). */
export const toggleBookmarkAtom = atom(null, async (get, set, { type, itemId, title, to }: ToggleRequest) => {
  const key = bookmarkKey(type, itemId);
  if (get(pendingSavesAtom).has(key)) return false;
  const save = to ?? !get(savedKeysAtom).has(key);
  const user = get(sessionUserAtom);

  if (!user) {
    try {
      const list = save ? addLocalBookmark(type, itemId) : removeLocalBookmark(type, itemId);
      set(savedKeysAtom, keysOf(list));
      if (save) set(savePromptOpenAtom, true);
      return true;
    } catch (error) {
      console.error('Bookmark could not be stored in this browser', error);
      set(pushToastAtom, { kind: 'error', message: failureText(save, title) });
      return false;
    }
  }

  const isThis = (b: { type: BookmarkType; resourceId: string }) => b.type === type && b.resourceId === itemId;
  const { bookmarks } = get(savedListAtom);
  const index = bookmarks.findIndex(isThis);
  const removed = save ? undefined : bookmarks[index];
  setKey(get, set, key, save);
  setPending(get, set, key, save);
  // /saved and the dashboard drop the card at once too.
  if (removed)
    set(savedListAtom, (current) => ({ ...current, bookmarks: current.bookmarks.filter((b) => !isThis(b)) }));
  try {
    if (save) await addBookmark(type, itemId);
    else await removeBookmark(type, itemId);
    return true;
  } catch (error) {
    console.error(save ? 'Saving a bookmark failed' : 'Removing a bookmark failed', error);
    // Only roll back if the same user is still signed in: after a sign-out the state is someone else's.
    if (get(sessionUserAtom)?.id === user.id) {
      setKey(get, set, key, !save);
      if (removed) {
        set(savedListAtom, (current) => ({
          ...current,
          bookmarks: current.bookmarks.toSpliced(Math.min(index, current.bookmarks.length), 0, removed),
        }));
      }
    }
    set(pushToastAtom, { kind: 'error', message: failureText(save, title) });
    return false;
  } finally {
    setPending(get, set, key, null);
  }
});
