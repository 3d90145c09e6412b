// The worker's hot path for GET /api/trending (worker/src/hot-trending.ts): once the isolate holds an answer,
// it is served with the app's own headers (a fresh request id each time), answers If-None-Match with 304,
// leaves bad queries to the route's validation, and serves the new ranking as soon as the cron refreshes.
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { runScheduledJobs } from '@quadkit/trending/api';
import { analyticsEvents } from '@quadkit/trending/schema';
import { createDb } from '@quadkit/core/server/db';
import { callWorker } from '../../tests/workers/call-worker';
import { viewRow as view } from '../../features/trending/test/event-helpers';
import { forgetTrendingHeaders } from '../src/hot-trending';

/** Every header but the request id and the Server-Timing figures, which differ per response. */
const stableHeaders = (response: Response) =>
  [...response.headers]
    .filter(([name]) => name !== 'x-request-id' && name !== 'server-timing')
    .sort(([a], [b]) => a.localeCompare(b));

describe('GET /api/trending from the hot isolate', () => {
  beforeEach(() => forgetTrendingHeaders());

  it("answers the same body with the app's headers and a fresh request id each time", async () => {
    const first = await callWorker('/api/trending?window_days=11&limit=4');
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    expect(first.headers.get('ETag')).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(first.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    const second = await callWorker('/api/trending?window_days=11&limit=4');
    expect(await second.text()).toBe(firstBody);
    expect(stableHeaders(second)).toEqual(stableHeaders(first));
    expect(second.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('X-Request-Id')).not.toBe(first.headers.get('X-Request-Id'));
  });

  it('answers 304 without a body when If-None-Match holds the ETag, and 200 for another tag', async () => {
    const first = await callWorker('/api/trending?limit=5');
    const etag = first.headers.get('ETag')!;
    await first.text();
    for (let i = 0; i < 2; i++) {
      // The first conditional request learns nothing new (it is not a 200); both take the same answer.
      const conditional = await callWorker('/api/trending?limit=5', { headers: { 'If-None-Match': `W/"x", ${etag}` } });
      expect(conditional.status).toBe(304);
      expect(await conditional.text()).toBe('');
      expect(conditional.headers.get('ETag')).toBe(etag);
    }
    const other = await callWorker('/api/trending?limit=5', { headers: { 'If-None-Match': 'W/"0-0"' } });
    expect(other.status).toBe(200);
  });

  it('still refuses a bad query with 400 once the isolate holds answers', async () => {
    await (await callWorker('/api/trending?limit=6')).text();
    for (const query of ['limit=0', 'limit=abc', 'window_days=91', 'limit=6&limit=7']) {
      expect((await callWorker(`/api/trending?${query}`)).status, query).toBe(400);
    }
    // Not the hot path's plain form, but valid: the route answers it.
    expect((await callWorker('/api/trending?limit=06')).status).toBe(200);
  });

  it("serves the cron's new ranking on the very next request", async () => {
    // A ranking from activity first: with none, the answer is the built-in list shuffled, which holds Overleaf by
    // chance about one run in fourteen.
    await createDb(env.DB)
      .insert(analyticsEvents)
      .values(Array.from({ length: 3 }, () => view('notion', Date.now())));
    await runScheduledJobs(env);
    const before = await (await callWorker('/api/trending?limit=6')).json<{
      entries: { resource: { id: string } }[];
    }>();
    expect(before.entries.map((e) => e.resource.id)).not.toContain('overleaf');
    // Overleaf becomes the most viewed resource by far (15 views; D1 binds at most 100 values); the cron stores the new ranking.
    await createDb(env.DB)
      .insert(analyticsEvents)
      .values(Array.from({ length: 15 }, () => view('overleaf', Date.now())));
    await runScheduledJobs(env);
    const after = await (await callWorker('/api/trending?limit=6')).json<{ entries: { resource: { id: string } }[] }>();
    expect(after.entries[0]!.resource.id).toBe('overleaf');
  });
});
