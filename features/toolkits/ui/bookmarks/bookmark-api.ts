// The bookmarks API (/api/bookmarks/*) as the save control, /saved and the dashboard call it.
import { apiDelete, apiGet, apiPostJson } from '@quadkit/core/ui/api-client';
import type { AddBookmarkInput, BookmarkType, SyncBookmarksInput } from '../../shared/bookmark-input';
import type {
  AddBookmarkResponse,
  BookmarkListResponse,
  RemoveBookmarkResponse,
  SavedBookmark,
  SyncBookmarksResponse,
} from '../../shared/bookmark-responses';

/** Newest first, each with its item resolved. */
export async function fetchBookmarks(): Promise<SavedBookmark[]> {
  return (await apiGet<BookmarkListResponse>('/api/bookmarks')).bookmarks;
}

export function addBookmark(type: BookmarkType, resourceId: string): Promise<AddBookmarkResponse> {
  const body: AddBookmarkInput = { resourceId, type };
  return apiPostJson<AddBookmarkResponse>('/api/bookmarks', body);
}

export function removeBookmark(type: BookmarkType, resourceId: string): Promise<RemoveBookmarkResponse> {
  return apiDelete<RemoveBookmarkResponse>(`/api/bookmarks/${type}/${encodeURIComponent(resourceId)}`);
}

/** Pushes local bookmarks; answers the user's whole list afterwards. */
export function syncBookmarks(items: SyncBookmarksInput['items']): Promise<SyncBookmarksResponse> {
  const body: SyncBookmarksInput = { items };
  return apiPostJson<SyncBookmarksResponse>('/api/bookmarks/sync', body);
}
