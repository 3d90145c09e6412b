// POST /api/events: every one of the spec's seven events is stored with the server's time and the session's
// user; every bad shape, an oversize batch and an unknown name are refused with the one error shape.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../api/schema';
import { userInteractions } from '@quadkit/core/server/schema';
import { signUp } from '../../../tests/workers/session';
import { db, freshAddress, pageView, postEvents, resourceView } from './event-helpers';

const EVERY_EVENT = [
  pageView('/'),
  resourceView('notion'),
  { name: 'search', path: '/', properties: { query: 'notes', category: 'writing', type: 'all', results: 3 } },
  {
    name: 'performance_metrics',
    path: '/',
    properties: { loadTime: 812, domContentLoaded: 400.5, firstPaint: 120, firstContentfulPaint: null },
  },
  { name: 'error', path: '/browse', properties: { message: 'x is undefined', filename: '/a.js', lineno: 1, colno: 9 } },
  {
    name: 'toolkit_detail_load',
    path: '/toolkit/research-toolkit',
    properties: { toolkit_id: 'research-toolkit', resolved_count: 10, load_ms: 31, cache: 'hit' },
  },
  {
    name: 'toolkit_detail_error',
    path: '/toolkit/nope',
    properties: { toolkit_id: 'nope', step: 'load_toolkit', message: 'Toolkit not found' },
  },
];

const latest = (n: number) => db().select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(n);

describe('POST /api/events', () => {
  it('stores each of the seven events with the server time, the path and no user when signed out', async () => {
    const before = Date.now();
    const { status, body } = await postEvents({ events: EVERY_EVENT });
    expect(status).toBe(202);
    expect(body).toEqual({ accepted: 7 });
    const rows = (await latest(7)).reverse();
    expect(rows.map((r) => r.eventName)).toEqual(EVERY_EVENT.map((e) => e.name));
    expect(rows.map((r) => r.path)).toEqual(EVERY_EVENT.map((e) => e.path));
    expect(rows[1]).toMatchObject({ userId: null, resourceId: 'notion' });
    expect(rows[0]!.resourceId).toBeNull();
    for (const row of rows) expect(Date.parse(row.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[2]!.properties).toEqual(EVERY_EVENT[2]!.properties);
  });

  it('ignores a forged user id and timestamp: the user comes from the session, the time from the server', async () => {
    const victim = await signUp();
    const me = await signUp();
    const forged = { ...pageView('/saved'), userId: victim.user.id, user_id: victim.user.id, timestamp: '2001-01-01' };
    expect((await postEvents({ events: [forged] }, { token: me.token })).status).toBe(202);
    const [row] = await latest(1);
    expect(row!.userId).toBe(me.user.id);
    expect(row!.timestamp.startsWith('2001')).toBe(false);
    expect((await postEvents({ events: [forged] })).status).toBe(202);
    expect((await latest(1))[0]!.userId).toBeNull();
  });

  it('records a signed-in resource view as a view interaction too, and a signed-out one not', async () => {
    const me = await signUp();
    await postEvents({ events: [resourceView('canva')] }, { token: me.token });
    await postEvents({ events: [resourceView('canva')] });
    const views = await db().select().from(userInteractions).where(eq(userInteractions.userId, me.user.id));
    expect(views.map((v) => [v.resourceId, v.type])).toEqual([['canva', 'view']]);
  });

  const bad: [string, unknown, string][] = [
    ['no events field', {}, 'events'],
    ['events not a list', { events: 'page_view' }, 'events'],
    ['an empty batch', { events: [] }, 'events'],
    ['more than 20 events', { events: Array.from({ length: 21 }, () => pageView()) }, 'events'],
    ['an unknown name', { events: [{ name: 'purchase', path: '/', properties: {} }] }, 'events.0.name'],
    ['a missing name', { events: [{ path: '/', properties: {} }] }, 'events.0.name'],
    ['a missing path', { events: [{ name: 'page_view', properties: {} }] }, 'events.0.path'],
    ['a path over 512 characters', { events: [pageView(`/${'a'.repeat(512)}`)] }, 'events.0.path'],
    ['a path that is a URL', { events: [pageView('https://evil.example/')] }, 'events.0.path'],
    ['missing properties', { events: [{ name: 'page_view', path: '/' }] }, 'events.0.properties'],
    [
      'a resource_view without a resourceId',
      { events: [{ name: 'resource_view', path: '/', properties: { resourceType: 'resource' } }] },
      'events.0.properties.resourceId',
    ],
    [
      'a resource_view of an unknown type',
      { events: [{ name: 'resource_view', path: '/', properties: { resourceId: 'x', resourceType: 'article' } }] },
      'events.0.properties.resourceType',
    ],
    [
      "another event's properties",
      { events: [{ name: 'page_view', path: '/', properties: { resourceId: 'notion' } }] },
      'events.0.properties',
    ],
    [
      'a search without a query',
      { events: [{ name: 'search', path: '/', properties: {} }] },
      'events.0.properties.query',
    ],
    [
      'a negative load time',
      {
        events: [
          {
            name: 'performance_metrics',
            path: '/',
            properties: { loadTime: -1, domContentLoaded: 1, firstPaint: 1, firstContentfulPaint: 1 },
          },
        ],
      },
      'events.0.properties.loadTime',
    ],
    [
      'an error with a number message',
      { events: [{ name: 'error', path: '/', properties: { message: 42 } }] },
      'events.0.properties.message',
    ],
    [
      'a toolkit load with an unknown cache value',
      {
        events: [
          {
            name: 'toolkit_detail_load',
            path: '/',
            properties: { toolkit_id: 'a', resolved_count: 1, load_ms: 1, cache: 'warm' },
          },
        ],
      },
      'events.0.properties.cache',
    ],
    [
      'a toolkit error with an unknown step',
      {
        events: [{ name: 'toolkit_detail_error', path: '/', properties: { toolkit_id: 'a', step: 'x', message: '' } }],
      },
      'events.0.properties.step',
    ],
    [
      'a bad event after a good one',
      { events: [pageView(), { name: 'page_view', path: 7, properties: {} }] },
      'events.1.path',
    ],
  ];

  it.each(bad)('refuses %s with 400 naming the field and stores nothing', async (_label, body, path) => {
    const [before] = await latest(1);
    const response = await postEvents(body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_request');
    expect(response.body.error.issues.map((i: { path: string }) => i.path)).toContain(path);
    const [after] = await latest(1);
    expect(after?.id).toBe(before?.id);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await postEvents(null, { raw: '{"events": [' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_request');
  });

  it('refuses a body over 16 KB with 413 before reading it as JSON', async () => {
    const big = { events: [{ name: 'error', path: '/', properties: { message: 'x'.repeat(17 * 1024) } }] };
    const response = await postEvents(big);
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
    // Not even JSON: the size alone decides.
    expect((await postEvents(null, { raw: 'x'.repeat(16 * 1024 + 1) })).status).toBe(413);
  });

  it('lets one address send 300 events a minute, then answers 429 with Retry-After', async () => {
    const ip = freshAddress();
    const batch = { events: Array.from({ length: 20 }, () => pageView()) };
    for (let i = 0; i < 15; i++) expect((await postEvents(batch, { ip })).status).toBe(202);
    const refused = await postEvents({ events: [pageView()] }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The refused batch stored nothing: the count and the inserts share one transaction.
    const [newest] = await latest(1);
    expect((await postEvents({ events: [resourceView('zotero')] }, { ip })).status).toBe(429);
    expect((await latest(1))[0]?.id).toBe(newest?.id);
    // Another address is unaffected.
    expect((await postEvents({ events: [pageView()] })).status).toBe(202);
  });
});
