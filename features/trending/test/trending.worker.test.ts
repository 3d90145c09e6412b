// Trending: the score formula on a fixture history (ranks and decay), the KV hit path without D1, the KV-down
// and D1-down fallbacks, the cron's refresh and purge, and the query limits.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources';
import { analyticsEvents } from '../api/schema';
import { userInteractions, users } from '@quadkit/core/server/schema';
import { getJson } from '../../../tests/workers/call-worker';
import { RecentAnswers } from '../api/recent-answers';
import { runScheduledJobs } from '../api/scheduled';
import { computeTrending, loadTrendingText, refreshTrending, trendingKey } from '../api/trending-service';
import { computeTrendingRows } from '../api/trending-score';
import type { TrendingBody } from '../shared/trending-body';
import { db, viewRow as view } from './event-helpers';

const DAY = 86_400_000;
/** Fixture histories live in their own years, so events other tests write now never fall in their windows. */
const NOW = Date.parse('2031-03-01T12:00:00.000Z');

async function fixtureUser(): Promise<string> {
  const id = crypto.randomUUID();
  await db()
    .insert(users)
    .values({ id, email: `${id}@example.edu`, passwordHash: 'x' });
  return id;
}

/** Decay of one event `days` old: H / (H + days), H = 7. */
const decay = (days: number) => 7 / (7 + days);

/** A D1 that fails the test if anything touches it. */
const untouchableD1 = new Proxy({} as D1Database, {
  get: (_target, name) => {
    throw new Error(`D1 was used (${String(name)}) on the KV hit path`);
  },
});

describe('the trending score', () => {
  it('ranks by views and bookmarks with newer activity counting more, inside the window only', async () => {
    const userId = await fixtureUser();
    await db()
      .insert(analyticsEvents)
      .values([
        // notion: 3 views today.
        view('notion', NOW),
        view('notion', NOW - 1000),
        view('notion', NOW - 2000),
        // canva: 4 views, all 14 days old: more views than notion, but older.
        ...[1, 2, 3, 4].map((i) => view('canva', NOW - 14 * DAY + i * 1000)),
        // figma: 1 view 2 days ago plus a bookmark 1 day ago.
        view('figma', NOW - 2 * DAY),
        // zotero: 1 view 20 days ago: outside the 14-day window, inside a 30-day one.
        view('zotero', NOW - 20 * DAY),
        // A view of a resource that no longer exists never shows.
        view('deleted-resource', NOW),
        // A view in the future of NOW is not counted.
        view('blender', NOW + DAY),
      ]);
    await db()
      .insert(userInteractions)
      .values({ userId, resourceId: 'figma', type: 'bookmark', createdAt: new Date(NOW - DAY) });

    const rows = await computeTrendingRows(env.DB, 14, 50, NOW);
    expect(rows.map((r) => r.resource_id)).toEqual(['figma', 'notion', 'canva']);
    expect(rows[0]!.score).toBeCloseTo(3 * decay(1) + decay(2), 6);
    expect(rows[1]!.score).toBeCloseTo(3 * decay(0), 3);
    expect(rows[2]!.score).toBeCloseTo(4 * decay(14), 3);

    const wide = await computeTrendingRows(env.DB, 30, 50, NOW);
    expect(wide.map((r) => r.resource_id)).toEqual(['figma', 'notion', 'canva', 'zotero']);
    expect(wide[3]!.score).toBeCloseTo(decay(20), 3);

    // A week later the same history has decayed, canva's old views have left the 14-day window and the
    // blender view that was in the future is 6 days old.
    const later = await computeTrendingRows(env.DB, 14, 50, NOW + 7 * DAY);
    expect(later.map((r) => r.resource_id)).toEqual(['figma', 'notion', 'blender']);
    expect(later[0]!.score).toBeCloseTo(3 * decay(8) + decay(9), 3);
    expect(later[1]!.score).toBeCloseTo(3 * decay(7), 3);
    expect(later[2]!.score).toBeCloseTo(decay(6), 3);
    expect((await computeTrendingRows(env.DB, 14, 2, NOW)).length).toBe(2);
  });

  it('answers the resources with their scores, and the fallback when the window is empty', async () => {
    await db()
      .insert(analyticsEvents)
      .values(view('anki', NOW - 400 * DAY));
    const body = await computeTrending(env.DB, 14, 50, NOW - 400 * DAY);
    expect(body.source).toBe('activity');
    expect(body.entries[0]).toMatchObject({ resource: { id: 'anki', title: 'Anki' }, score: 1 });

    const empty = await computeTrending(env.DB, 14, 50, NOW - 800 * DAY);
    expect(empty.source).toBe('fallback');
    expect(empty.message).toBe('An error occurred');
    expect(empty.entries).toHaveLength(50);
    expect(empty.entries.every((e) => e.score === 0)).toBe(true);
    const builtIn = new Set(RESOURCES.map((r) => r.id));
    expect(empty.entries.every((e) => builtIn.has(e.resource.id))).toBe(true);
  });
});

describe('GET /api/trending', () => {
  it('answers from KV without touching D1 when the answer is stored', async () => {
    const stored: TrendingBody = {
      entries: [{ resource: RESOURCES[0]!, score: 12.5 }],
      windowDays: 14,
      computedAt: '2031-01-01T00:00:00.000Z',
      source: 'activity',
    };
    await env.CACHE.put(trendingKey(14, 50), JSON.stringify(stored));
    const text = await loadTrendingText(
      { kv: env.CACHE, d1: untouchableD1, local: true },
      { window_days: 14, limit: 50 },
    );
    expect(JSON.parse(text)).toEqual(stored);
    const { status, body, headers } = await getJson<TrendingBody>('/api/trending');
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toContain('application/json');
    expect(body).toEqual(stored);
    await env.CACHE.delete(trendingKey(14, 50));
  });

  it("serves a hot isolate's recent copy without reading KV or D1, until it expires or the cron refreshes", async () => {
    const stored: TrendingBody = {
      entries: [{ resource: RESOURCES[1]!, score: 3 }],
      windowDays: 21,
      computedAt: '2031-01-01T00:00:00.000Z',
      source: 'activity',
    };
    const key = trendingKey(21, 6);
    await env.CACHE.put(key, JSON.stringify(stored));
    const recent = new RecentAnswers(10_000);
    const query = { window_days: 21, limit: 6 };
    expect(
      JSON.parse(await loadTrendingText({ kv: env.CACHE, d1: untouchableD1, local: true, recent }, query)),
    ).toEqual(stored);
    const untouchableKv = new Proxy({} as KVNamespace, {
      get: (_target, name) => {
        throw new Error(`KV was used (${String(name)}) although the isolate holds the answer`);
      },
    });
    expect(
      JSON.parse(await loadTrendingText({ kv: untouchableKv, d1: untouchableD1, local: true, recent }, query)),
    ).toEqual(stored);
    expect(recent.get(key, Date.now() + 10_001)).toBeNull();

    recent.set(key, JSON.stringify(stored));
    await refreshTrending({ kv: env.CACHE, d1: env.DB, local: true, recent }, NOW);
    expect(recent.get(key)).toBeNull();
    await env.CACHE.delete(key);
  });

  it('computes on a miss and stores the answer for the next request', async () => {
    await db().insert(analyticsEvents).values(view('quizlet', Date.now()));
    const first = await getJson<TrendingBody>('/api/trending?window_days=3&limit=5');
    expect(first.status).toBe(200);
    expect(first.body.source).toBe('activity');
    expect(first.body.entries.map((e) => e.resource.id)).toContain('quizlet');
    expect(JSON.parse((await env.CACHE.get(trendingKey(3, 5)))!)).toEqual(first.body);
  });

  it('computes from D1 when KV is down', async () => {
    await db().insert(analyticsEvents).values(view('khan-academy', Date.now()));
    const brokenKv = {
      get: () => Promise.reject(new Error('KV unavailable')),
      put: () => Promise.reject(new Error('KV unavailable')),
    } as unknown as KVNamespace;
    const text = await loadTrendingText({ kv: brokenKv, d1: env.DB, local: true }, { window_days: 2, limit: 50 });
    const body = JSON.parse(text) as TrendingBody;
    expect(body.source).toBe('activity');
    expect(body.entries.map((e) => e.resource.id)).toContain('khan-academy');
  });

  it("answers the built-in list shuffled with score 0 and the error's message when D1 is down, and stores nothing", async () => {
    const key = trendingKey(9, 20);
    const text = await loadTrendingText(
      { kv: env.CACHE, d1: env.EMPTY_DB, local: true },
      { window_days: 9, limit: 20 },
    );
    const body = JSON.parse(text) as TrendingBody;
    expect(body.source).toBe('fallback');
    expect(body.message).toMatch(/no such table/);
    expect(body.entries).toHaveLength(20);
    expect(body.entries.every((e) => e.score === 0)).toBe(true);
    expect(await env.CACHE.get(key)).toBeNull();
    // Shuffled: twenty draws from ~85 in source order every time would be a broken shuffle.
    const again = JSON.parse(
      await loadTrendingText({ kv: env.CACHE, d1: env.EMPTY_DB, local: true }, { window_days: 9, limit: 20 }),
    ) as TrendingBody;
    const order = (b: TrendingBody) => b.entries.map((e) => e.resource.id).join();
    const sourceOrder = RESOURCES.slice(0, 20)
      .map((r) => r.id)
      .join();
    expect([order(body), order(again)].every((o) => o === sourceOrder)).toBe(false);
  });

  it.each([
    ['window_days=0', 'window_days'],
    ['window_days=91', 'window_days'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
  ])('refuses %s with 400', async (query, path) => {
    const { status, body } = await getJson<{ error: { issues: { path: string }[] } }>(`/api/trending?${query}`);
    expect(status).toBe(400);
    expect(body.error.issues[0]!.path).toBe(path);
  });
});

describe('the scheduled job', () => {
  it('stores the default window for home, the page and the maximum, then answers from it', async () => {
    await refreshTrending({ kv: env.CACHE, d1: env.DB, local: false }, NOW);
    for (const limit of [6, 50, 100]) {
      const stored = JSON.parse((await env.CACHE.get(trendingKey(14, limit)))!) as TrendingBody;
      expect(stored.computedAt).toBe(new Date(NOW).toISOString());
      expect(stored.entries.length).toBeLessThanOrEqual(limit);
    }
    const home = JSON.parse((await env.CACHE.get(trendingKey(14, 6)))!) as TrendingBody;
    expect(home.entries.map((e) => e.resource.id)).toEqual(['figma', 'notion', 'canva']);
    const served = await getJson<TrendingBody>('/api/trending?limit=6');
    expect(served.body).toEqual(home);
  });

  it('purges events older than 90 days and keeps younger ones', async () => {
    const now = Date.parse('2033-06-01T00:00:00.000Z');
    await db()
      .insert(analyticsEvents)
      .values([view('old-one', now - 91 * DAY), view('young-one', now - 89 * DAY)]);
    await runScheduledJobs(env, now);
    const left = await db().select({ id: analyticsEvents.resourceId }).from(analyticsEvents);
    const ids = left.map((r) => r.id);
    expect(ids).not.toContain('old-one');
    expect(ids).toContain('young-one');
  });
});
