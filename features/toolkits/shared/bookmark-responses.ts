// Response shapes of the bookmarks API (/api/bookmarks/*), shared with the UI.
import type { Resource } from '@quadkit/core/catalog/types';
import type { BookmarkType } from './bookmark-input';
import type { ToolkitSummary } from './toolkit-responses';

export interface Bookmark {
  id: string;
  resourceId: string;
  type: BookmarkType;
  /** ISO time. */
  createdAt: string;
}

/**
 * A bookmark with the item it points at, resolved in the same request so the Saved page needs one round trip.
 * item is null when the item no longer exists (or a bookmarked toolkit became private): the UI can still
 * offer to remove the bookmark instead of it vanishing unexplained.
 */
export type SavedBookmark =
  | (Bookmark & { type: 'resource'; item: Resource | null })
  | (Bookmark & { type: 'toolkit'; item: ToolkitSummary | null });

/** GET /api/bookmarks: newest first, one page (?limit=&cursor=); nextCursor only when another page follows. */
export interface BookmarkListResponse {
  bookmarks: SavedBookmark[];
  nextCursor?: string;
}

/** POST /api/bookmarks: 201 with created true the first time, 200 with created false when it already existed. */
export interface AddBookmarkResponse {
  bookmark: Bookmark;
  created: boolean;
}

/** Why a synced item was not added. */
export type SyncSkipReason =
  /** No such resource, or no toolkit the caller may see. */
  | 'not_found'
  /** The same item appeared earlier in this request. */
  | 'duplicate'
  /** The user had already saved it on the server. */
  | 'already_saved';

export interface SkippedBookmark {
  resourceId: string;
  type: BookmarkType;
  reason: SyncSkipReason;
}

/** POST /api/bookmarks/sync: the full list, as GET answers it, plus what happened to each pushed item. */
export interface SyncBookmarksResponse extends BookmarkListResponse {
  added: number;
  skipped: SkippedBookmark[];
}

/** DELETE /api/bookmarks/:type/:resourceId: 200 either way; removed says whether there was one. */
export interface RemoveBookmarkResponse {
  removed: boolean;
}
