// The bookmarks API (/api/bookmarks/*) as the save control, /saved and the dashboard call it. The save control
// is on the first page: the list is read through the typed client, the writes use the small JSON client with
// every answer's type derived from the API's routes.
import { apiDelete, apiPostJson } from '@quadkit/core/ui/api-client';
import { type SuccessBody, unwrap } from '@quadkit/core/ui/data/unwrap';
import type { AddBookmarkInput, BookmarkType, SyncBookmarksInput } from '../../shared/bookmark-input';
import { toolkitsClient } from '../data/toolkits-client';

type Route = ReturnType<typeof toolkitsClient>['bookmarks'];
type Answer<F extends (...args: never[]) => Promise<unknown>> = SuccessBody<Awaited<ReturnType<F>>>;

/** Newest first, each with its item resolved. */
export async function fetchBookmarks() {
  return (await unwrap(toolkitsClient().bookmarks.$get())).bookmarks;
}

export const addBookmark = (type: BookmarkType, resourceId: string) =>
  apiPostJson<Answer<Route['$post']>>('/api/bookmarks', { resourceId, type } satisfies AddBookmarkInput);

export const removeBookmark = (type: BookmarkType, resourceId: string) =>
  apiDelete<Answer<Route[':type'][':resourceId']['$delete']>>(
    `/api/bookmarks/${type}/${encodeURIComponent(resourceId)}`,
  );

/** Pushes local bookmarks; answers the user's whole list afterwards. */
export const syncBookmarks = (items: SyncBookmarksInput['items']) =>
  apiPostJson<Answer<Route['sync']['$post']>>('/api/bookmarks/sync', { items } satisfies SyncBookmarksInput);
