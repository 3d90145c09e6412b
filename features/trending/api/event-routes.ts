// POST /api/events: first-party analytics. The raw body is capped at 16 KB before it is parsed, the batch is
// validated event by event, and each address may send 300 events a minute.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { ApiError } from '@quadkit/core/server/errors';
import { clientAddress, type RateLimit } from '@quadkit/core/server/rate-limit';
import { validate } from '@quadkit/core/server/validate';
import { EVENTS_MAX_BYTES, eventsBody } from '../shared/event-input';
import { recordEvents } from './event-writes';

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
    // Per address, not per user: signing in must not buy a second allowance.
    await recordEvents(c.var.db, events, c.var.user?.id ?? null, {
      rule: EVENTS_RATE_LIMIT,
      who: `addr:${clientAddress(c)}`,
    });
    return c.json({ accepted: events.length }, 202);
  },
);
