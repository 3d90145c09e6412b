// The bookmarks API (/api/bookmarks/*) as the save control, /saved and the dashboard call it. The save control
// is on the first page, so these use the small JSON client, with every answer's type derived from the API's
// routes (type-only import: no hono client runtime in the first load).
import { apiDelete, apiGet, apiPostJson } from '@quadkit/core/ui/api-client';
import type { SuccessBody } from '@quadkit/core/ui/data/unwrap';
import type { AddBookmarkInput, BookmarkType, SyncBookmarksInput } from '../../shared/bookmark-input';
import type { toolkitsClient } from '../data/toolkits-client';

type Route = ReturnType<typeof toolkitsClient>['bookmarks'];
type Answer<F extends (...args: never[]) => Promise<unknown>> = SuccessBody<Awaited<ReturnType<F>>>;

/** Newest first, each with its item resolved. */
export const fetchBookmarks = async () => (await apiGet<Answer<Route['$get']>>('/api/bookmarks')).bookmarks;

export const addBookmark = (type: BookmarkType, resourceId: string) =>
  apiPostJson<Answer<Route['$post']>>('/api/bookmarks', { resourceId, type } satisfies AddBookmarkInput);

export const removeBookmark = (type: BookmarkType, resourceId: string) =>
  apiDelete<Answer<Route[':type'][':resourceId']['$delete']>>(
    `/api/bookmarks/${type}/${encodeURIComponent(resourceId)}`,
  );

/** Pushes local bookmarks; answers the user's whole list afterwards. */
export const syncBookmarks = (items: SyncBookmarksInput['items']) =>
  apiPostJson<Answer<Route['sync']['$post']>>('/api/bookmarks/sync', { items } satisfies SyncBookmarksInput);
