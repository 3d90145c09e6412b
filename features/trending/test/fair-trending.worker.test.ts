// Trending reflects many visitors, not one. A resource_view counts once per resource per
// visitor (signed-in user, else address) per UTC day, views of unknown ids are refused, and the per-address event
// limit (300 a minute) still holds.
import { env } from 'cloudflare:workers';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../api/schema';
import { STATIC_TOOLKITS } from '@quadkit/core/catalog/toolkits';
import { visitorHash } from '@quadkit/core/server/visitor';
import { signUp } from '../../../tests/workers/session';
import { EVENTS_RATE_LIMIT } from '../api/event-routes';
import { recordEvents, utcDayStart } from '../api/event-writes';
import { computeTrendingRows } from '../api/trending-score';
import { eventsBody } from '../shared/event-input';
import { db, freshAddress, pageView, postEvents, resourceView } from './event-helpers';

const MINUTE = 60_000;
const batchOf = (id: string, n = 20) => ({ events: Array.from({ length: n }, () => resourceView(id)) });

const countedViews = (resourceId: string) =>
  db()
    .select({ id: analyticsEvents.id })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.resourceId, resourceId), isNotNull(analyticsEvents.visitor)));

describe('fair trending', () => {
  it('1,200 views of one resource from one address do not outrank one viewed by 5 visitors', async () => {
    const pumper = freshAddress();
    // Minute 0 through the route: the address's whole allowance (15 batches of 20), then the limit's 429.
    for (let i = 0; i < 15; i++) expect((await postEvents(batchOf('canva'), { ip: pumper })).status).toBe(202);
    const refused = await postEvents(batchOf('canva'), { ip: pumper });
    expect(refused.status).toBe(429);
    // Three more minutes' allowances from the same address (the route's writer, a minute on each), 1,200 views in
    // all, as in the probe. All on this UTC day (a new day may count the address again): the three minutes
    // after this one, or before it when the day ends sooner.
    const start = new Date();
    const step = utcDayStart(new Date(start.getTime() + 4 * MINUTE)) === utcDayStart(start) ? MINUTE : -MINUTE;
    const visitor = await visitorHash(`addr:${pumper}`, `view:${utcDayStart(start)}`);
    for (let minute = 1; minute <= 3; minute++) {
      for (let i = 0; i < 15; i++) {
        const at = new Date(start.getTime() + minute * step + i);
        const { events } = eventsBody.parse(batchOf('canva'));
        await recordEvents(db(), events, null, { rule: EVENTS_RATE_LIMIT, who: `addr:${pumper}` }, visitor, at);
      }
    }
    const stored = await db().select({ id: analyticsEvents.id }).from(analyticsEvents);
    expect(stored.length).toBeGreaterThanOrEqual(1_200); // every event is kept for analytics …
    expect(await countedViews('canva')).toHaveLength(1); // … but trending counts the address once

    // Five different visitors, one view each.
    for (let i = 0; i < 5; i++) expect((await postEvents(batchOf('notion', 1))).status).toBe(202);

    const rows = await computeTrendingRows(env.DB, 14, 10, start.getTime() + 5 * MINUTE);
    expect(rows[0]?.resource_id).toBe('notion');
    expect(rows[0]!.score).toBeGreaterThan(4.9);
    const canva = rows.find((row) => row.resource_id === 'canva');
    expect(canva!.score).toBeLessThanOrEqual(1);
  });

  it('counts a signed-in visitor apart from the address they share, once a day each', async () => {
    const campus = freshAddress();
    const student = await signUp();
    await postEvents(batchOf('figma', 3), { ip: campus });
    await postEvents(batchOf('figma', 3), { ip: campus, token: student.token });
    await postEvents(batchOf('figma', 3), { ip: campus, token: student.token });
    // The address once, the student once (signing in from the same address is another visitor).
    expect(await countedViews('figma')).toHaveLength(2);
  });

  it('refuses a view of an unknown id with a 404 that names it, and stores nothing', async () => {
    const before = await db().select({ id: analyticsEvents.id }).from(analyticsEvents);
    const { status, body } = await postEvents({ events: [resourceView('no-such-resource')] });
    expect(status).toBe(404);
    expect(body.error.message).toBe("No resource has the id 'no-such-resource'.");
    const toolkit = await postEvents({
      events: [
        { name: 'resource_view', path: '/toolkit/nope', properties: { resourceId: 'nope', resourceType: 'toolkit' } },
      ],
    });
    expect(toolkit.status).toBe(404);
    expect(toolkit.body.error.message).toBe("No toolkit has the id 'nope'.");
    expect(await db().select({ id: analyticsEvents.id }).from(analyticsEvents)).toHaveLength(before.length);
  });

  it('counts views of unknown ids against the address limit, so probing ids is no free pump', async () => {
    const prober = freshAddress();
    for (let i = 0; i < 15; i++) expect((await postEvents(batchOf(`ghost-${i}`), { ip: prober })).status).toBe(404);
    const next = await postEvents(batchOf('notion', 1), { ip: prober });
    expect(next.status).toBe(429);
  });

  it('drops only the unknown views from a mixed batch and lists them under refused', async () => {
    const toolkitView = (id: string) =>
      ({
        name: 'resource_view',
        path: `/toolkit/${id}`,
        properties: { resourceId: id, resourceType: 'toolkit' },
      }) as const;
    const { status, body } = await postEvents({
      events: [
        pageView('/'),
        resourceView('ghost-id'),
        resourceView('zotero'),
        toolkitView(STATIC_TOOLKITS[0]!.id),
        toolkitView('ghost-kit'),
      ],
    });
    expect(status).toBe(202);
    expect(body).toEqual({
      accepted: 3,
      refused: [
        { index: 1, message: "No resource has the id 'ghost-id'." },
        { index: 4, message: "No toolkit has the id 'ghost-kit'." },
      ],
    });
    const ghosts = await db().select().from(analyticsEvents).where(eq(analyticsEvents.path, '/resource/ghost-id'));
    expect(ghosts).toHaveLength(0);
    const kits = await db()
      .select({ path: analyticsEvents.path })
      .from(analyticsEvents)
      .where(like(analyticsEvents.path, '/toolkit/%'));
    expect(kits.map((row) => row.path)).toContain(`/toolkit/${STATIC_TOOLKITS[0]!.id}`);
    expect(kits.map((row) => row.path)).not.toContain('/toolkit/ghost-kit');
  });
});
