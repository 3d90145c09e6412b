// POST /api/resource-reports (anyone; a signed-in reporter is linked): Report a problem on a resource. Order of
// checks: body size, shape, the rate limit (10 an hour per address), then the resource must exist.
// /api/admin/resource-reports: the open queue (every report at once), Resolve, and Confirm broken (which shows a
// broken-link notice before 3 independent reports), for admins only (404 to anyone else).
import { noStore } from '@quadkit/core/server/private-route';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { bumpCatalogVersion } from '@quadkit/core/server/catalog-version';
import { ApiError, notFound } from '@quadkit/core/server/errors';
import { clientAddress, hitRateLimit, type RateLimit } from '@quadkit/core/server/rate-limit';
import { requireUser } from '@quadkit/core/server/session-user';
import { validate } from '@quadkit/core/server/validate';
import { visitorHash, visitorKey } from '@quadkit/core/server/visitor';
import { reportBody, reportIdParam } from '../shared/report-input';
import { REPORT_BODY_BYTES } from '../shared/report-options';
import { adminOnly } from './admin-guard';
import { findResource } from './queries';
import { confirmReport, insertReport, listOpenReports, resolveReport } from './report-queries';

export const REPORT_RATE_LIMIT: RateLimit = {
  name: 'resource-report',
  limit: 10,
  windowMs: 60 * 60 * 1000,
  what: 'reports',
};

const capReportBody = bodyLimit({
  maxSize: REPORT_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'payload_too_large', `The request body is too large (at most ${REPORT_BODY_BYTES} bytes).`);
  },
});

export const reportRoutes = new Hono<AppEnv>()
  .post('/resource-reports', capReportBody, validate('json', reportBody), async (c) => {
    const input = c.req.valid('json');
    await hitRateLimit(c.var.db, REPORT_RATE_LIMIT, `addr:${clientAddress(c)}`);
    if (!(await findResource(c.var.db, input.resourceId))) {
      throw notFound(`No resource has the id '${input.resourceId}'.`);
    }
    const id = await insertReport(c.var.db, {
      resourceId: input.resourceId,
      reason: input.reason,
      note: input.note ?? null,
      userId: c.var.user?.id ?? null,
      // Not day-salted: reports of one link are counted across days.
      reporter: await visitorHash(visitorKey(c, c.var.user?.id), 'resource-report'),
    });
    // The resource's answer (edge-cached) carries the broken-link flag: a new copy must show the notice.
    if (input.reason === 'broken-link') await bumpCatalogVersion(c.env.CACHE);
    return c.json({ report: { id, status: 'open' as const } }, 201);
  })
  .use('/admin/resource-reports', noStore, adminOnly)
  .use('/admin/resource-reports/*', noStore, adminOnly)
  .get('/admin/resource-reports', async (c) => {
    return c.json({ reports: await listOpenReports(c.var.db) });
  })
  .post('/admin/resource-reports/:id/resolve', validate('param', reportIdParam), async (c) => {
    const admin = requireUser(c);
    const { id } = c.req.valid('param');
    const outcome = await resolveReport(c.var.db, id, admin.id);
    if (outcome === 'missing') throw notFound('Report not found');
    if (outcome === 'done') throw new ApiError(409, 'already_resolved', 'This report has already been resolved.');
    await bumpCatalogVersion(c.env.CACHE); // the notice may go: see POST /resource-reports
    return c.json({ report: { id, status: 'resolved' as const } });
  })
  .post('/admin/resource-reports/:id/confirm', validate('param', reportIdParam), async (c) => {
    const admin = requireUser(c);
    const { id } = c.req.valid('param');
    const outcome = await confirmReport(c.var.db, id, admin.id);
    if (outcome === 'missing') throw notFound('Report not found');
    if (outcome === 'done') throw new ApiError(409, 'already_resolved', 'This report has already been resolved.');
    if (outcome === 'not-broken-link') {
      throw new ApiError(409, 'not_broken_link', "Only a 'Broken link' report can be confirmed broken.");
    }
    await bumpCatalogVersion(c.env.CACHE); // the notice shows now: see POST /resource-reports
    return c.json({ report: { id, status: 'open' as const, confirmed: true } });
  });
