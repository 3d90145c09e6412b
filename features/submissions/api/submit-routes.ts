// POST /api/resource-submissions (anyone; a signed-in submitter is linked) and GET …/mine (the user's own).
// Order of checks: body size, then shape, then the honeypot, then the rate limit (5 an hour per address),
// then duplicates: the same URL is refused; one that only looks like a catalog resource or a pending suggestion
// (same site and path, or name) is stored and answered with `possibleDuplicate`, which the form shows and the
// reviewer sees.
import { noStore } from '@quadkit/core/server/private-route';
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { fieldError } from '@quadkit/core/server/errors';
import { clientAddress, hitRateLimit, type RateLimit } from '@quadkit/core/server/rate-limit';
import { requireUser } from '@quadkit/core/server/session-user';
import { validate } from '@quadkit/core/server/validate';
import { resourceSubmissions } from './schema';
import { SUBMISSION_LIMITS, submitResourceBody } from '../shared/submission-input';
import { urlKey } from '../shared/url-key';
import { capBody } from './body-cap';
import { duplicateCandidates, possibleDuplicate } from './possible-duplicates';
import { duplicateMessage, findDuplicate, listOwnSubmissions } from './submission-queries';

export const SUBMIT_RATE_LIMIT: RateLimit = {
  name: 'resource-submission',
  limit: 5,
  windowMs: 60 * 60 * 1000,
  what: 'submissions',
};

export const submitRoutes = new Hono<AppEnv>()
  .post(
    '/resource-submissions',
    capBody(SUBMISSION_LIMITS.bodyBytes),
    validate('json', submitResourceBody),
    async (c) => {
      const input = c.req.valid('json');
      // A filled honeypot is a bot: it is told "thanks" and nothing is stored.
      if (input.website) return c.json({ submission: null }, 201);
      await hitRateLimit(c.var.db, SUBMIT_RATE_LIMIT, `addr:${clientAddress(c)}`);
      const key = urlKey(input.url);
      const duplicate = await findDuplicate(c.var.db, key);
      if (duplicate) throw fieldError('url', duplicateMessage(duplicate));
      const looksLike = possibleDuplicate(await duplicateCandidates(c.var.db), { url: input.url, title: input.name });
      const id = crypto.randomUUID();
      await c.var.db.insert(resourceSubmissions).values({
        id,
        userId: c.var.user?.id ?? null,
        name: input.name,
        url: input.url,
        urlKey: key,
        description: input.description,
        category: input.category,
        email: input.email,
      });
      const submission = { id, status: 'pending' as const };
      return c.json(looksLike ? { submission, possibleDuplicate: looksLike } : { submission }, 201);
    },
  )
  .get('/resource-submissions/mine', noStore, async (c) => {
    const user = requireUser(c);
    return c.json({ submissions: await listOwnSubmissions(c.var.db, user.id) });
  });
