// /api/bookmarks: the signed-in user's saved resources and toolkits (list, add, sync, remove).
// Signed out, every route answers 401 'Auth session missing!': local storage is the signed-out store.
import { Hono } from 'hono';
import { noStore } from '@quadkit/core/server/private-route';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { assertUnderCap } from '@quadkit/core/server/caps';
import { pageOf, readPage } from '@quadkit/core/server/pagination';
import { requireUser } from '@quadkit/core/server/session-user';
import { validate } from '@quadkit/core/server/validate';
import { addBookmarkBody, syncBookmarksBody } from '../shared/bookmark-input';
import type {
  AddBookmarkResponse,
  BookmarkListResponse,
  RemoveBookmarkResponse,
  SyncBookmarksResponse,
} from '../shared/bookmark-responses';
import { MAX_BOOKMARKS_PER_USER } from '../shared/toolkit-rules';
import { countBookmarks, listBookmarks, removeBookmark } from './bookmark-queries';
import { saveBookmark } from './bookmark-save';
import { syncBookmarks } from './bookmark-sync';
import { signedInForBookmarks } from './guards';
import { bookmarkPageQuery, bookmarkParam } from './validation';
import { limitBookmarkWrite } from './write-limits';

// A user's own data: never cached, and checked (401) before the body.
export const bookmarkRoutes = new Hono<AppEnv>()
  .use('/bookmarks', noStore, signedInForBookmarks)
  .use('/bookmarks/*', noStore, signedInForBookmarks)
  .get('/bookmarks', async (c) => {
    const user = requireUser(c);
    const page = readPage(c, bookmarkPageQuery);
    const { items, nextCursor } = pageOf(await listBookmarks(c.var.db, user.id, page), page);
    // nextCursor only when another page follows: a whole list keeps today's shape.
    const body: BookmarkListResponse = nextCursor ? { bookmarks: items, nextCursor } : { bookmarks: items };
    return c.json(body);
  })
  .post('/bookmarks', validate('json', addBookmarkBody), async (c) => {
    const user = requireUser(c);
    const { resourceId, type } = c.req.valid('json');
    // One round trip to the primary: limit, cap and visibility are checked inside the write (bookmark-save.ts). A
    // private toolkit of someone else answers exactly like a missing one.
    const body: AddBookmarkResponse = await saveBookmark(c.var.db, user.id, type, resourceId);
    return c.json(body, body.created ? 201 : 200);
  })
  .post('/bookmarks/sync', validate('json', syncBookmarksBody), async (c) => {
    const user = requireUser(c);
    await limitBookmarkWrite(c, user.id);
    // One sync may take an account at most MAX_SYNC_ITEMS past the cap; the next add is refused.
    await assertUnderCap(() => countBookmarks(c.var.db, user.id), MAX_BOOKMARKS_PER_USER, 'bookmarks');
    const { added, skipped } = await syncBookmarks(c.var.db, user.id, c.req.valid('json').items);
    const body: SyncBookmarksResponse = { bookmarks: await listBookmarks(c.var.db, user.id), added, skipped };
    return c.json(body);
  })
  .delete('/bookmarks/:type/:resourceId', validate('param', bookmarkParam), async (c) => {
    const user = requireUser(c);
    const { type, resourceId } = c.req.valid('param');
    await limitBookmarkWrite(c, user.id);
    const body: RemoveBookmarkResponse = { removed: await removeBookmark(c.var.db, user.id, type, resourceId) };
    return c.json(body);
  });
