// The bookmarks API (/api/bookmarks/*) as the save control, /saved and the dashboard call it, through the typed
// client (the save control is on the first page, and so is the client, which the header's profile uses too).
import { unwrap } from '@quadkit/core/ui/data/unwrap';
import type { BookmarkType, SyncBookmarksInput } from '../../shared/bookmark-input';
import { toolkitsClient } from '../data/toolkits-client';

const bookmarks = () => toolkitsClient().bookmarks;

/** Newest first, each with its item resolved. */
export const fetchBookmarks = async () => (await unwrap(bookmarks().$get())).bookmarks;

export const addBookmark = (type: BookmarkType, resourceId: string) =>
  unwrap(bookmarks().$post({ json: { resourceId, type } }));

export const removeBookmark = (type: BookmarkType, resourceId: string) =>
  unwrap(bookmarks()[':type'][':resourceId'].$delete({ param: { type, resourceId: encodeURIComponent(resourceId) } }));

/** Pushes local bookmarks; answers the user's whole list afterwards. */
export const syncBookmarks = (items: SyncBookmarksInput['items']) =>
  unwrap(bookmarks().sync.$post({ json: { items } }));
