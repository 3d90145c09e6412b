// /api/toolkits: public and own lists, one toolkit, and create, update, delete for its owner.
//
// Permissions (docs/product.md#roles), decided where the spec is silent:
// - A toolkit someone else owns, a private one included, answers 404 'Toolkit not found' to every change
//   and to a read when private: the same as a missing id, so a private toolkit's existence never leaks.
// - The seven built-in toolkits (user_id null) belong to no one, so no one can change or delete them: the
//   ownership condition never matches and they answer 404 like any toolkit that is not the caller's.
// - Visibility (docs/decisions/0015): public for all; unlisted for its owner and whoever brings the current share
//   token (?share=); private for its owner. Admins get nothing more: someone else's unlisted or private toolkit
//   answers them 404 too. Only public toolkits are ever listed.
// - Only an admin may set or unset is_featured, and only on their own toolkits: the spec shows the
//   'Feature this toolkit (admin)' checkbox in the editor alone, which only ever edits the caller's own.
//   A non-admin asking for a change is refused with 403, not silently ignored.
// - A write that adds, changes or removes a public toolkit bumps the 'public-toolkits' version after its last
//   statement: home lists public toolkits and its kept page is keyed by that version (docs/decisions/0019).
import { type Context, Hono } from 'hono';
import { noStore } from '@quadkit/core/server/private-route';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { assertStillUnderCap, assertUnderCap } from '@quadkit/core/server/caps';
import { edgeCachedBy } from '@quadkit/core/server/edge-cache';
import { ApiError, notFound } from '@quadkit/core/server/errors';
import { readPage } from '@quadkit/core/server/pagination';
import { validate } from '@quadkit/core/server/validate';
import { bumpVersion } from '@quadkit/core/server/versions';
import { createToolkitBody, shareQuery, updateToolkitBody } from '../shared/toolkit-input';
import type {
  DeleteToolkitResponse,
  ShareLinkResponse,
  ToolkitListResponse,
  ToolkitResponse,
} from '../shared/toolkit-responses';
import { MAX_TOOLKITS_PER_USER } from '../shared/toolkit-rules';
import { TOOLKIT_MESSAGES } from '../shared/toolkit-messages';
import { signedInForToolkits, toolkitUser } from './guards';
import { documentPublicToolkits, documentToolkitPage } from './openapi-docs';
import { assertMayFeature, assertResourcesExist } from './toolkit-checks';
import { countOwnToolkits, findVisibleToolkit, listOwnToolkits, listPublicToolkits } from './toolkit-queries';
import { createToolkit, deleteToolkit, findOwnToolkit, updateToolkit } from './toolkit-writes';
import { toolkitIdParam, toolkitPageQuery } from './validation';
import { limitToolkitCopy, limitToolkitWrite, TOOLKIT_WRITES } from './write-limits';
import { copyToolkit, findCopySource } from './remix';
import { regenerateShareToken, revokeShareToken } from './share-link-writes';

const toolkitNotFound = () => notFound(TOOLKIT_MESSAGES.notFound);

/** A signed-out visitor's public reads, kept at the edge per catalog and public-toolkits version (bumped by every
 * write touching a public toolkit, and by copies and deletions, which move an origin's 'Used by'); a minute at most. */
const keptForVisitors = edgeCachedBy(['catalog', 'public-toolkits'], { anonymousOnly: true, maxAgeSeconds: 60 });

/** Purges pages listing public toolkits (home) when a write touched one; never fails the write. */
const publicToolkitsChanged = (c: Context<AppEnv>, ...visibilities: (string | null | undefined)[]) =>
  visibilities.includes('public') ? bumpVersion(c.env.CACHE, 'public-toolkits') : Promise.resolve();

// isOwner and private toolkits depend on who asks, so no answer here may be cached by a browser or a shared cache;
// the worker keeps signed-out visitors' public reads itself (keptForVisitors).
export const toolkitRoutes = new Hono<AppEnv>()
  .use('/toolkits', noStore)
  .use('/toolkits/*', noStore)
  .get('/toolkits/public', documentPublicToolkits, documentToolkitPage, keptForVisitors, async (c) => {
    const page = await listPublicToolkits(c.var.db, c.var.user?.id ?? null, readPage(c, toolkitPageQuery));
    const body: ToolkitListResponse = { toolkits: page.toolkits, nextCursor: page.nextCursor };
    return c.json(body);
  })
  .get('/toolkits/mine', signedInForToolkits, async (c) => {
    const user = toolkitUser(c);
    const page = await listOwnToolkits(c.var.db, user.id, readPage(c, toolkitPageQuery));
    // nextCursor only when another page follows: a whole list keeps today's shape.
    const body: ToolkitListResponse = page.nextCursor
      ? { toolkits: page.toolkits, nextCursor: page.nextCursor }
      : { toolkits: page.toolkits };
    return c.json(body);
  })
  .get(
    '/toolkits/:id',
    validate('param', toolkitIdParam),
    validate('query', shareQuery),
    keptForVisitors,
    async (c) => {
      const { share } = c.req.valid('query');
      const toolkit = await findVisibleToolkit(c.var.db, c.req.valid('param').id, c.var.user?.id ?? null, share);
      if (!toolkit) throw toolkitNotFound();
      const body: ToolkitResponse = { toolkit };
      return c.json(body);
    },
  )
  // 'Make a copy': the caller's own private copy of any toolkit they may see (a share link's ?share= too).
  .post(
    '/toolkits/:id/copy',
    signedInForToolkits,
    validate('param', toolkitIdParam),
    validate('query', shareQuery),
    async (c) => {
      const user = toolkitUser(c);
      const source = await findCopySource(c.var.db, c.req.valid('param').id, user.id, c.req.valid('query').share);
      if (!source) throw toolkitNotFound();
      await limitToolkitCopy(c, user.id);
      await limitToolkitWrite(c, user.id);
      const owned = () => countOwnToolkits(c.var.db, user.id);
      await assertUnderCap(owned, MAX_TOOLKITS_PER_USER, 'toolkits');
      const id = await copyToolkit(c.var.db, source, user.id);
      await assertStillUnderCap(owned, MAX_TOOLKITS_PER_USER, 'toolkits', () => deleteToolkit(c.var.db, id, user.id));
      // The origin's 'Used by' count moved: kept public reads are keyed by this version.
      await bumpVersion(c.env.CACHE, 'public-toolkits');
      const toolkit = await findVisibleToolkit(c.var.db, id, user.id);
      if (!toolkit) throw toolkitNotFound();
      const body: ToolkitResponse = { toolkit };
      return c.json(body, 201);
    },
  )
  // 'New link': a fresh token for the owner's unlisted toolkit; the previous link answers 404 from now on.
  .post('/toolkits/:id/share-link', signedInForToolkits, validate('param', toolkitIdParam), async (c) => {
    const user = toolkitUser(c);
    const { id } = c.req.valid('param');
    await limitToolkitWrite(c, user.id);
    const shareToken = await regenerateShareToken(c.var.db, id, user.id);
    if (shareToken === undefined) {
      if (await findOwnToolkit(c.var.db, id, user.id))
        throw new ApiError(409, 'conflict', TOOLKIT_MESSAGES.notUnlisted);
      throw toolkitNotFound();
    }
    const body: ShareLinkResponse = { shareToken };
    return c.json(body, 201);
  })
  // 'Revoke link': the link stops working; the toolkit stays unlisted (its owner alone sees it).
  .delete('/toolkits/:id/share-link', signedInForToolkits, validate('param', toolkitIdParam), async (c) => {
    const user = toolkitUser(c);
    const { id } = c.req.valid('param');
    await limitToolkitWrite(c, user.id);
    if (!(await revokeShareToken(c.var.db, id, user.id))) {
      if (await findOwnToolkit(c.var.db, id, user.id))
        throw new ApiError(409, 'conflict', TOOLKIT_MESSAGES.notUnlisted);
      throw toolkitNotFound();
    }
    const body: ShareLinkResponse = { shareToken: null };
    return c.json(body);
  })
  .post('/toolkits', signedInForToolkits, validate('json', createToolkitBody), async (c) => {
    const user = toolkitUser(c);
    const input = c.req.valid('json');
    await limitToolkitWrite(c, user.id);
    const owned = () => countOwnToolkits(c.var.db, user.id);
    await assertUnderCap(owned, MAX_TOOLKITS_PER_USER, 'toolkits');
    await assertMayFeature(c.var.db, user, input.isFeatured, false);
    await assertResourcesExist(c.var.db, input.resourceIds);
    const id = await createToolkit(c.var.db, user.id, input);
    try {
      // Parallel creations at the cap: whichever pushed the count past it is undone.
      await assertStillUnderCap(owned, MAX_TOOLKITS_PER_USER, 'toolkits', () => deleteToolkit(c.var.db, id, user.id));
    } finally {
      // Kept or undone: a page drawn while it existed was kept under the previous version.
      await publicToolkitsChanged(c, input.visibility);
    }
    const toolkit = await findVisibleToolkit(c.var.db, id, user.id);
    if (!toolkit) throw toolkitNotFound();
    const body: ToolkitResponse = { toolkit };
    return c.json(body, 201);
  })
  .put(
    '/toolkits/:id',
    signedInForToolkits,
    validate('param', toolkitIdParam),
    validate('json', updateToolkitBody),
    async (c) => {
      const user = toolkitUser(c);
      const { id } = c.req.valid('param');
      const changes = c.req.valid('json');
      // The checks read (a replica); the write limit's count goes with the change itself: one primary round trip.
      const own = await findOwnToolkit(c.var.db, id, user.id);
      if (!own) throw toolkitNotFound();
      await assertMayFeature(c.var.db, user, changes.isFeatured, own.isFeatured);
      if (changes.resourceIds) await assertResourcesExist(c.var.db, changes.resourceIds);
      // Before or after (as stored, so a concurrent change of visibility counts too).
      const after = await updateToolkit(c.var.db, id, user.id, changes, TOOLKIT_WRITES);
      await publicToolkitsChanged(c, own.visibility, after);
      const toolkit = await findVisibleToolkit(c.var.db, id, user.id);
      if (!toolkit) throw toolkitNotFound();
      const body: ToolkitResponse = { toolkit };
      return c.json(body);
    },
  )
  .delete('/toolkits/:id', signedInForToolkits, validate('param', toolkitIdParam), async (c) => {
    const user = toolkitUser(c);
    const { id } = c.req.valid('param');
    await limitToolkitWrite(c, user.id);
    const deleted = await deleteToolkit(c.var.db, id, user.id);
    if (!deleted) throw toolkitNotFound();
    // Any toolkit: a deleted copy also changes its origin's 'Used by' count, which kept public reads show.
    await bumpVersion(c.env.CACHE, 'public-toolkits');
    const body: DeleteToolkitResponse = { deleted: true, id };
    return c.json(body);
  });
