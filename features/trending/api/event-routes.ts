// POST /api/events: first-party analytics. The raw body is capped at 16 KB before it is parsed, the batch is
// validated event by event, and each address may send 300 events a minute. Views of unknown ids are dropped
// (listed in `refused`; a batch with nothing left is a 404), and a view counts for trending once per visitor per
// resource per UTC day. The check, the limit and the writes are one round trip (event-writes.ts).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { ApiError } from '@quadkit/core/server/errors';
import { clientAddress, type RateLimit } from '@quadkit/core/server/rate-limit';
import { validate } from '@quadkit/core/server/validate';
import { visitorHash, visitorKey } from '@quadkit/core/server/visitor';
import { EVENTS_MAX_BYTES, eventsBody } from '../shared/event-input';
import { recordEvents, utcDayStart } from './event-writes';

export const EVENTS_RATE_LIMIT: RateLimit = { name: 'events', limit: 300, windowMs: 60_000, what: 'events' };

const tooLarge = () =>
  new ApiError(413, 'payload_too_large', `An events batch may be at most ${EVENTS_MAX_BYTES / 1024} KB.`);

export const eventRoutes = new Hono<AppEnv>().post(
  '/events',
  // Content-Length is checked first; a body without one is counted as it streams in.
  bodyLimit({
    maxSize: EVENTS_MAX_BYTES,
    onError: () => {
      throw tooLarge();
    },
  }),
  validate('json', eventsBody),
  async (c) => {
    const { events } = c.req.valid('json');
    const userId = c.var.user?.id ?? null;
    const now = new Date();
    // Salted with the day: the hash links a visitor's views within one day only.
    const visitor = await visitorHash(visitorKey(c, userId), `view:${utcDayStart(now)}`);
    // Per address, not per user: signing in must not buy a second allowance.
    const { kept, refused } = await recordEvents(
      c.var.db,
      events,
      userId,
      { rule: EVENTS_RATE_LIMIT, who: `addr:${clientAddress(c)}` },
      visitor,
      now,
    );
    if (kept.length === 0) throw new ApiError(404, 'not_found', refused.map((r) => r.message).join(' '));
    return c.json(refused.length > 0 ? { accepted: kept.length, refused } : { accepted: kept.length }, 202);
  },
);
