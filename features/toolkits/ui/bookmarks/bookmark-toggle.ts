// Saving and unsaving one item, optimistically: the control flips at once and flips back, with a toast,
// if the server refuses. Signed out, the item goes to local storage and the sign-in prompt opens.
import { atom } from 'jotai';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { translator } from '@quadkit/core/shared/i18n/translate';
import { browserQueries } from '@quadkit/core/ui/data/query-cache';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { pushToastAtom } from '@quadkit/core/ui/toasts';
import type { BookmarkType } from '../../shared/bookmark-input';
import { bookmarkKey } from './bookmark-key';
import { pendingSavesAtom, savePromptOpenAtom, setPending } from './bookmark-atoms';
import { addBookmark, removeBookmark } from './bookmark-api';
import { addLocalBookmark, removeLocalBookmark } from './local-bookmarks';
import { saveMessages } from './messages';
import { loadSaved, type SavedItem, savedKey, savedList, showLocal } from './saved-items';

export interface ToggleRequest {
  type: BookmarkType;
  itemId: string;
  /** Named in the failure toast. */
  title?: string | undefined;
  /** The state wanted (a Remove button always removes); by default the opposite of the current one. */
  to?: boolean | undefined;
  /** The reader's language, for the failure toast (an atom has no context to read it from). */
  locale?: Locale | undefined;
}

const failureText = (save: boolean, title: string | undefined, locale: Locale = 'en') => {
  const t = translator(saveMessages, locale);
  if (!title) return t(save ? 'saveFailedItem' : 'unsaveFailedItem');
  return t(save ? 'saveFailed' : 'unsaveFailed', { title });
};

/**
 * After a write, what the controls show must agree with it. The viewer's list does once the write is in it (the usual
 * case), or when the list has not loaded and this browser's list happens to agree. Otherwise (not loaded yet, failed,
 * or answered from before the write) the list is asked for: a load under way is joined, and one more is asked if that
 * one began before the write. Meanwhile the control keeps the state it went to, where it would otherwise fall back to
 * this browser's list and show the change undone.
 */
async function untilListAgrees(userId: string, agrees: (list: ReturnType<typeof savedList>) => boolean) {
  for (let attempt = 0; attempt < 2 && !agrees(savedList(browserQueries, userId)); attempt++) {
    await browserQueries.load(savedKey(userId), loadSaved).catch(() => {});
  }
}

/** Resolves true when the change stuck, false when it was rolled back (docs/product.md#when-something-fails: failures return false). */
export const toggleBookmarkAtom = atom(null, async (get, set, { type, itemId, title, to, locale }: ToggleRequest) => {
  const key = bookmarkKey(type, itemId);
  if (get(pendingSavesAtom).has(key)) return false;
  const user = get(sessionUserAtom);
  const isThis = (b: { type: string; resourceId: string }) => b.type === type && b.resourceId === itemId;
  const save = to ?? !savedList(browserQueries, user?.id ?? null).some(isThis);

  if (!user) {
    try {
      showLocal(browserQueries, save ? addLocalBookmark(type, itemId) : removeLocalBookmark(type, itemId));
      if (save) set(savePromptOpenAtom, true);
      return true;
    } catch (error) {
      console.error('Bookmark could not be stored in this browser', error);
      set(pushToastAtom, { kind: 'error', message: failureText(save, title, locale) });
      return false;
    }
  }

  const listKey = savedKey(user.id);
  // The control shows the state it is heading for until the answer; /saved and the dashboard drop a removed card
  // at once, and get it back in its place if the removal fails.
  setPending(get, set, key, save);
  let index = -1;
  let removed: SavedItem | undefined;
  if (!save) {
    browserQueries.update<SavedItem[]>(listKey, (list) => {
      index = list.findIndex(isThis);
      removed = list[index];
      return removed ? list.filter((b) => !isThis(b)) : list;
    });
  }
  try {
    if (save) {
      const { bookmark } = await addBookmark(type, itemId);
      // Newest first; listed on /saved once the list is asked again with its item resolved.
      browserQueries.update<SavedItem[]>(listKey, (list) => (list.some(isThis) ? list : [bookmark, ...list]));
    } else {
      await removeBookmark(type, itemId);
    }
    await untilListAgrees(user.id, (list) => list.some(isThis) === save);
    return true;
  } catch (error) {
    console.error(save ? 'Saving a bookmark failed' : 'Removing a bookmark failed', error);
    const back = removed;
    if (back) {
      // The key is this user's, so after a sign-out nothing of theirs is put back on someone else's screen.
      browserQueries.update<SavedItem[]>(listKey, (list) =>
        list.some(isThis) ? list : list.toSpliced(Math.min(index, list.length), 0, back),
      );
    }
    set(pushToastAtom, { kind: 'error', message: failureText(save, title, locale) });
    return false;
  } finally {
    setPending(get, set, key, null);
  }
});
