// One string per saved item ("resource:notion", "toolkit:research-toolkit"): a resource and a toolkit may
// share an id, so the type is part of the key.
import type { BookmarkType } from '../../shared/bookmark-input';

export type BookmarkKey = `${BookmarkType}:${string}`;

export const bookmarkKey = (type: BookmarkType, itemId: string): BookmarkKey => `${type}:${itemId}`;

export const keysOf = (items: readonly { type: BookmarkType; resourceId: string }[]): ReadonlySet<string> =>
  new Set(items.map((item) => bookmarkKey(item.type, item.resourceId)));
