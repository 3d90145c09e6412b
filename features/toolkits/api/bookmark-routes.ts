// /api/bookmarks: the signed-in user's saved resources and toolkits (list, add, sync, remove).
// Signed out, every route answers 401 'Auth session missing!': local storage is the signed-out store.
import { Hono } from 'hono';
import { noStore } from '@quadkit/core/server/private-route';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { assertStillUnderCap, assertUnderCap } from '@quadkit/core/server/caps';
import { notFound } from '@quadkit/core/server/errors';
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
import { TOOLKIT_MESSAGES } from '../shared/toolkit-messages';
import { addBookmark, countBookmarks, itemExists, listBookmarks, removeBookmark } from './bookmark-queries';
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
    await limitBookmarkWrite(c, user.id);
    const owned = () => countBookmarks(c.var.db, user.id);
    await assertUnderCap(owned, MAX_BOOKMARKS_PER_USER, 'bookmarks');
    // A private toolkit of someone else answers exactly like a missing one.
    if (!(await itemExists(c.var.db, user.id, type, resourceId))) {
      throw notFound(type === 'resource' ? `No resource has the id '${resourceId}'.` : TOOLKIT_MESSAGES.notFound);
    }
    const body: AddBookmarkResponse = await addBookmark(c.var.db, user.id, type, resourceId);
    if (body.created) {
      await assertStillUnderCap(owned, MAX_BOOKMARKS_PER_USER, 'bookmarks', () =>
        removeBookmark(c.var.db, user.id, type, resourceId),
      );
    }
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
