// Request bodies and params of the bookmarks API (/api/bookmarks/*): zod schemas the save control reuses.
import * as z from 'zod';
import { MAX_ID_LENGTH, MAX_SYNC_ITEMS } from './toolkit-rules';

export const BOOKMARK_TYPES = ['resource', 'toolkit'] as const;
export type BookmarkType = (typeof BOOKMARK_TYPES)[number];

export const bookmarkType = z.enum(BOOKMARK_TYPES, { error: "Choose 'resource' or 'toolkit'" });

export const bookmarkItemId = z
  .string({ error: 'resourceId is required' })
  .trim()
  .min(1, 'resourceId is required')
  .max(MAX_ID_LENGTH, `resourceId is at most ${MAX_ID_LENGTH} characters`);

/** POST /api/bookmarks */
export const addBookmarkBody = z.strictObject(
  { resourceId: bookmarkItemId, type: bookmarkType },
  { error: "Send { resourceId, type } with type 'resource' or 'toolkit'" },
);

/** One local-storage bookmark; other fields a local copy may carry are ignored, so none is refused for them. */
export const syncBookmarkItem = z.object({
  resourceId: bookmarkItemId,
  type: bookmarkType,
  createdAt: z.iso
    .datetime({ offset: true, error: 'createdAt is an ISO date-time, e.g. 2026-01-31T12:00:00Z' })
    .optional(),
});

/** POST /api/bookmarks/sync */
export const syncBookmarksBody = z.strictObject(
  {
    items: z
      .array(syncBookmarkItem, { error: 'Send the bookmarks as a list of { resourceId, type, createdAt? }' })
      .max(MAX_SYNC_ITEMS, `At most ${MAX_SYNC_ITEMS} bookmarks can be synced at once`),
  },
  { error: 'Send { items: [{ resourceId, type, createdAt? }] }' },
);

export type AddBookmarkInput = z.input<typeof addBookmarkBody>;
export type SyncBookmarkItem = z.output<typeof syncBookmarkItem>;
export type SyncBookmarksInput = z.input<typeof syncBookmarksBody>;
