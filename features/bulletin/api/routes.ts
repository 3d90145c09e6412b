// /api/bulletin: the board (public), the signed-in user's posts, and the admins' review queue.
//
// Decided where the spec is silent:
// - A post is published when an admin approves it; its board date is the approval time.
// - The author may delete a post only while it is pending (404 for anyone else's, 409 once reviewed).
// - Approving or rejecting a post that is no longer pending answers 409: a decision is never overwritten.
// - An approval is the one write that changes the published board (pending posts are not on it, reviewed ones
//   are never edited or deleted): it bumps the 'bulletin' version, the key of the kept home page.
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import type { Db } from '@quadkit/core/server/db';
import { ApiError, notFound } from '@quadkit/core/server/errors';
import { noStore } from '@quadkit/core/server/private-route';
import { publicListing } from '@quadkit/core/server/public-catalog';
import type { RateLimit } from '@quadkit/core/server/rate-limit';
import { requireUser } from '@quadkit/core/server/session-user';
import { validate } from '@quadkit/core/server/validate';
import { bumpVersion } from '@quadkit/core/server/versions';
import { articleIdParam, boardQuery, decisionBody } from '../shared/moderation-input';
import { newPostBody } from '../shared/post-input';
import { POST_MESSAGES } from '../shared/post-rules';
import { findArticle, latestArticles, listBoard } from './board-queries';
import { adminOnly, capBody, signedIn } from './guards';
import { documentArticle, documentBoard, documentLatest } from './openapi-docs';
import { decide, deletePendingPost, findPost, insertPost, listOwnPosts, listQueue } from './posts';

/** docs/product.md#limits: the home page's bulletin section. */
const HOME_LATEST = 6;

export const POSTING_LIMIT: RateLimit = { name: 'bulletin-post', limit: 5, windowMs: 60 * 60 * 1000, what: 'posts' };

/** A post is at most 20,000 characters of body plus a title and 8 tags: 64 KB leaves room for any encoding. */
const POST_BODY_BYTES = 64 * 1024;
const DECISION_BODY_BYTES = 4 * 1024;

const postNotFound = () => notFound(POST_MESSAGES.postNotFound);
const alreadyReviewed = () => new ApiError(409, 'conflict', 'This post has already been reviewed.');

/** Approves or rejects a pending post, or says why not (404 unknown id, 409 already reviewed). */
async function decideOn(db: Db, id: string, status: 'approved' | 'rejected', adminId: string, reason?: string) {
  const decided = await decide(db, id, status, adminId, reason);
  if (decided) return { post: decided };
  throw (await findPost(db, id)) ? alreadyReviewed() : postNotFound();
}

export const bulletinApi = new Hono<AppEnv>()
  .use('/bulletin/posts/*', noStore)
  .use('/bulletin/posts', noStore)
  .use('/bulletin/queue/*', noStore)
  .use('/bulletin/queue', noStore)
  // The board and its articles are the same for everyone: kept at the edge per version of the posts and of their
  // authors' profiles for signed-out visitors (core/server/public-catalog.ts).
  .use('/bulletin/articles', publicListing)
  .use('/bulletin/articles/*', publicListing)
  .use('/bulletin/latest', publicListing)
  .get('/bulletin/articles', documentBoard, validate('query', boardQuery), async (c) => {
    return c.json(await listBoard(c.var.db, c.req.valid('query')));
  })
  .get('/bulletin/latest', documentLatest, async (c) => {
    return c.json({ articles: await latestArticles(c.var.db, HOME_LATEST) });
  })
  .get('/bulletin/articles/:id', documentArticle, validate('param', articleIdParam), async (c) => {
    const found = await findArticle(c.var.db, c.req.valid('param').id);
    if (!found) throw notFound(POST_MESSAGES.notFound);
    return c.json(found);
  })
  .get('/bulletin/posts/mine', signedIn, async (c) => {
    return c.json(await listOwnPosts(c.var.db, requireUser(c).id));
  })
  .post('/bulletin/posts', signedIn, capBody(POST_BODY_BYTES), validate('json', newPostBody), async (c) => {
    const user = requireUser(c);
    // Counted after validation, so a refused draft does not use up one of the hour's five posts; the count and the
    // insert are one round trip.
    const post = await insertPost(c.var.db, user.id, c.req.valid('json'), POSTING_LIMIT);
    if (!post) throw new ApiError(500, 'internal_error', POST_MESSAGES.submitFailed);
    return c.json({ post }, 201);
  })
  .delete('/bulletin/posts/:id', signedIn, validate('param', articleIdParam), async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    if (await deletePendingPost(c.var.db, id, user.id)) return c.json({ deleted: true, id });
    const post = await findPost(c.var.db, id);
    if (!post || post.userId !== user.id) throw postNotFound();
    throw new ApiError(409, 'conflict', 'Only a pending post can be deleted.');
  })
  .get('/bulletin/queue', adminOnly, async (c) => {
    return c.json({ posts: await listQueue(c.var.db) });
  })
  .post(
    '/bulletin/queue/:id/approve',
    adminOnly,
    capBody(DECISION_BODY_BYTES),
    validate('param', articleIdParam),
    validate('json', decisionBody),
    async (c) => {
      const { id } = c.req.valid('param');
      const decided = await decideOn(c.var.db, id, 'approved', requireUser(c).id, c.req.valid('json').reason);
      await bumpVersion(c.env.CACHE, 'bulletin');
      return c.json(decided);
    },
  )
  .post(
    '/bulletin/queue/:id/reject',
    adminOnly,
    capBody(DECISION_BODY_BYTES),
    validate('param', articleIdParam),
    validate('json', decisionBody),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await decideOn(c.var.db, id, 'rejected', requireUser(c).id, c.req.valid('json').reason));
    },
  );

export type BulletinApi = typeof bulletinApi;
