// The bookmarks API (/api/bookmarks/*) as the save control, /saved and the dashboard call it. The typed client
// is imported on first use: the save control is on the first page, and a signed-out visit never calls the API.
import { unwrap } from '@quadkit/core/ui/data/unwrap';
import type { BookmarkType, SyncBookmarksInput } from '../../shared/bookmark-input';

const bookmarks = async () => (await import('../data/toolkits-client')).toolkitsClient().bookmarks;

/** Newest first, each with its item resolved. */
export const fetchBookmarks = async () => (await unwrap((await bookmarks()).$get())).bookmarks;

export const addBookmark = async (type: BookmarkType, resourceId: string) =>
  unwrap((await bookmarks()).$post({ json: { resourceId, type } }));

export const removeBookmark = async (type: BookmarkType, resourceId: string) =>
  unwrap(
    (await bookmarks())[':type'][':resourceId'].$delete({
      param: { type, resourceId: encodeURIComponent(resourceId) },
    }),
  );

/** Pushes local bookmarks; answers the user's whole list afterwards. */
export const syncBookmarks = async (items: SyncBookmarksInput['items']) =>
  unwrap((await bookmarks()).sync.$post({ json: { items } }));
