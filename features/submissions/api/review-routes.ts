// /api/admin/resource-submissions: the admin review queue, approval (with the reviewer's edits and tags) and
// rejection with a reason. Non-admins get 404 (api/guards.ts). An approval announces catalog-updated on the
// 'system' channel so open browse lists refresh.
import { noStore } from '@quadkit/core/server/private-route';
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { bumpCatalogVersion } from '@quadkit/core/server/catalog-version';
import type { Db } from '@quadkit/core/server/db';
import { ApiError, fieldError, notFound } from '@quadkit/core/server/errors';
import { broadcastSystem } from '@quadkit/core/server/realtime';
import { validate } from '@quadkit/core/server/validate';
import {
  SUBMISSION_LIMITS,
  approveSubmissionBody,
  rejectSubmissionBody,
  submissionIdParam,
} from '../shared/submission-input';
import { urlKey } from '../shared/url-key';
import { capBody } from './body-cap';
import { adminOnly, reviewer } from './guards';
import { approveSubmission, rejectSubmission } from './review-writes';
import { duplicateCandidates, possibleDuplicate } from './possible-duplicates';
import { duplicateMessage, findDuplicate, findSubmission, listPending } from './submission-queries';

const submissionNotFound = () => notFound('Submission not found');
const alreadyDecided = () => new ApiError(409, 'already_reviewed', 'This submission has already been reviewed.');

async function pendingSubmission(db: Db, id: string) {
  const row = await findSubmission(db, id);
  if (!row) throw submissionNotFound();
  if (row.status !== 'pending') throw alreadyDecided();
  return row;
}

export const reviewRoutes = new Hono<AppEnv>()
  .use('/admin/resource-submissions', noStore, adminOnly)
  .use('/admin/resource-submissions/*', noStore, adminOnly)
  .get('/admin/resource-submissions', async (c) => {
    const [pending, candidates] = await Promise.all([listPending(c.var.db), duplicateCandidates(c.var.db)]);
    // Each card says what the suggestion looks like, so the reviewer can reject it as a duplicate in one click.
    const submissions = pending.map((s) => ({
      ...s,
      possibleDuplicate: possibleDuplicate(candidates, { url: s.url, title: s.name }, s) ?? null,
    }));
    return c.json({ submissions });
  })
  .post(
    '/admin/resource-submissions/:id/approve',
    capBody(SUBMISSION_LIMITS.bodyBytes),
    validate('param', submissionIdParam),
    validate('json', approveSubmissionBody),
    async (c) => {
      const admin = reviewer(c);
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      await pendingSubmission(c.var.db, id);
      // The reviewer may have edited the URL into one the catalog already has.
      const duplicate = await findDuplicate(c.var.db, urlKey(input.url), id);
      if (duplicate?.where === 'catalog') throw fieldError('url', duplicateMessage(duplicate));
      const resourceId = await approveSubmission(c.var.db, id, admin.id, input);
      if (!resourceId) throw alreadyDecided();
      // A new catalog version: every edge-cached catalog answer is stale from this request on.
      await bumpCatalogVersion(c.env.CACHE);
      try {
        await broadcastSystem(c.env, { type: 'catalog-updated', resourceId });
      } catch (error) {
        // The resource is in; open lists simply refresh on their next load.
        console.warn('catalog-updated broadcast failed:', error);
      }
      return c.json({ submission: { id, status: 'approved' as const, resourceId } });
    },
  )
  .post(
    '/admin/resource-submissions/:id/reject',
    capBody(SUBMISSION_LIMITS.bodyBytes),
    validate('param', submissionIdParam),
    validate('json', rejectSubmissionBody),
    async (c) => {
      const admin = reviewer(c);
      const { id } = c.req.valid('param');
      await pendingSubmission(c.var.db, id);
      if (!(await rejectSubmission(c.var.db, id, admin.id, c.req.valid('json').reason))) throw alreadyDecided();
      return c.json({ submission: { id, status: 'rejected' as const } });
    },
  );
