// The edge cache of public answers (Workers Cache API): a repeat is served without D1, a catalog change (an admin
// approval, import-majors, a version bump) makes the next answer fresh; search and a signed-out visitor's public
// toolkit reads are kept per public-toolkits version too; a user's own data and the board are never kept.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '@quadkit/core/server/catalog-version';
import { CACHE_STATUS_HEADER } from '@quadkit/core/server/edge-cache';
import { createExecutionContext } from 'cloudflare:test';
import worker from '../src/index';
import { callWorker, ORIGIN } from '../../tests/workers/call-worker';
import { getWithSession, sendJson, signUp } from '../../tests/workers/session';
import { call, signUpAdmin, submit } from '../../features/submissions/test/helpers';

/** A path no other test of this file has asked for, so its first answer is always a miss. */
let n = 0;
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}limit=${50 + ++n}`;

async function titleOfFirst(path: string): Promise<{ cache: string | null; title: string; etag: string | null }> {
  const response = await callWorker(path);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { resources: { title: string }[] };
  return {
    cache: response.headers.get(CACHE_STATUS_HEADER),
    title: body.resources[0]?.title ?? '',
    etag: response.headers.get('ETag'),
  };
}

describe('edge cache of public catalog answers', () => {
  it('answers a repeat from the cache without asking D1, with the same body, ETag and browser caching', async () => {
    const path = '/api/resources?category=research';
    const first = await callWorker(path);
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
    const firstBody = await first.text();

    // Rename a resource behind the app's back (no version bump): a cached answer cannot know, D1 would.
    const { id } = JSON.parse(firstBody).resources[0] as { id: string };
    await env.DB.prepare("update resources set title = 'Renamed Behind The Cache' where id = ?").bind(id).run();

    const second = await callWorker(path);
    expect(second.headers.get(CACHE_STATUS_HEADER)).toBe('HIT');
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(second.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(second.headers.get('Set-Cookie')).toBeNull();

    // A repeat with the ETag costs a 304 from the cache as before.
    const conditional = await callWorker(path, { headers: { 'If-None-Match': first.headers.get('ETag') ?? '' } });
    expect(conditional.status).toBe(304);

    // The version bump every catalog write makes is the purge: the next answer comes from D1.
    await bumpCatalogVersion(env.CACHE);
    const after = await callWorker(path);
    expect(after.headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
    expect(await after.text()).toContain('Renamed Behind The Cache');
    expect((await callWorker(path)).headers.get(CACHE_STATUS_HEADER)).toBe('HIT');
  });

  it('shows an approved submission on the very next list, category count and detail request', async () => {
    const list = '/api/resources?category=learning';
    await callWorker(list);
    await callWorker('/api/categories');
    const before = (await (await callWorker('/api/categories')).json()) as {
      categories: { slug: string; resourceCount: number }[];
    };
    expect((await callWorker(list)).headers.get(CACHE_STATUS_HEADER)).toBe('HIT');

    const admin = await signUpAdmin();
    const id = await submit();
    const approved = await call<{ submission: { resourceId: string } }>(
      `/api/admin/resource-submissions/${id}/approve`,
      'POST',
      {
        name: `Edge Cache Planner ${Date.now().toString(36)}`,
        url: `https://edge-cache-${Date.now().toString(36)}.example.org`,
        description: 'A revision planner that proves the edge cache forgets on approval.',
        category: 'learning',
        tags: ['Free'],
      },
      { token: admin.token },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const resourceId = approved.body.submission.resourceId;

    const afterList = await callWorker(list);
    expect(afterList.headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
    expect(await afterList.text()).toContain(resourceId);
    const after = (await (await callWorker('/api/categories')).json()) as typeof before;
    const count = (body: typeof before) => body.categories.find((c) => c.slug === 'learning')?.resourceCount;
    expect(count(after)).toBe((count(before) ?? 0) + 1);
    expect((await callWorker(`/api/resources/${resourceId}`)).status).toBe(200);
  });

  it('makes import-majors purge the cached majors', async () => {
    await callWorker('/api/majors');
    expect((await callWorker('/api/majors')).headers.get(CACHE_STATUS_HEADER)).toBe('HIT');
    const admin = await signUpAdmin();
    expect((await call('/api/functions/import-majors', 'POST', undefined, { token: admin.token })).status).toBe(200);
    expect((await callWorker('/api/majors')).headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
  });

  it('keeps answering what it holds while D1 is down, and only that', async () => {
    const path = fresh('/api/resources?category=writing');
    const stored = await (await callWorker(path)).text();
    const downEnv = { ...env, DB: env.EMPTY_DB };
    const whileDown = await worker.fetch(new Request(`${ORIGIN}${path}`), downEnv, createExecutionContext());
    expect(whileDown.status).toBe(200);
    expect(whileDown.headers.get(CACHE_STATUS_HEADER)).toBe('HIT');
    expect(await whileDown.text()).toBe(stored);
    const uncached = await worker.fetch(new Request(`${ORIGIN}${fresh(path)}`), downEnv, createExecutionContext());
    expect(uncached.status).toBe(500);
  });

  it('keys entries by the whole URL: another query is another entry', async () => {
    const one = fresh('/api/resources');
    expect((await titleOfFirst(one)).cache).toBe('MISS');
    expect((await titleOfFirst(one)).cache).toBe('HIT');
    expect((await titleOfFirst(fresh('/api/resources'))).cache).toBe('MISS');
  });

  it('never keeps 404s or user data at the edge, nor the board for a signed-in visitor', async () => {
    for (let i = 0; i < 2; i += 1) {
      const missing = await callWorker('/api/resources/no-such-resource-anywhere');
      expect(missing.status).toBe(404);
      expect(missing.headers.get(CACHE_STATUS_HEADER)).not.toBe('HIT');
    }
    const user = await signUp();
    for (const path of ['/api/bulletin/articles', '/api/bulletin/latest']) {
      // Kept for signed-out visitors (a minute at most: authors' profiles); the author's own reads stay fresh.
      await callWorker(path);
      const repeat = await callWorker(path);
      expect(repeat.status, path).toBe(200);
      expect(repeat.headers.get(CACHE_STATUS_HEADER), path).toBe('HIT');
      expect(repeat.headers.get('Cache-Control'), path).toBe('public, max-age=0, must-revalidate');
      for (let i = 0; i < 2; i += 1) {
        const signedIn = await getWithSession(path, user.token);
        expect(signedIn.status, path).toBe(200);
        expect(signedIn.headers.get(CACHE_STATUS_HEADER), `${path}, signed in`).toBeNull();
      }
    }
    for (let i = 0; i < 2; i += 1) {
      const own = await getWithSession('/api/toolkits/public', user.token);
      expect(own.headers.get(CACHE_STATUS_HEADER), 'signed in').toBeNull();
    }
    for (let i = 0; i < 2; i += 1) {
      const own = await getWithSession('/api/toolkits/mine', user.token);
      expect(own.status).toBe(200);
      expect(own.headers.get('Cache-Control')).toMatch(/no-store/);
      expect(own.headers.get(CACHE_STATUS_HEADER)).toBeNull();
    }
  });

  it('keeps search answers per catalog and public-toolkits version: a public toolkit edit is seen at once', async () => {
    const user = await signUp();
    const created = await sendJson(
      '/api/toolkits',
      'POST',
      {
        title: 'Zebra finals kit',
        description: 'What I use for finals.',
        visibility: 'public',
        resourceIds: ['notion'],
      },
      { token: user.token },
    );
    const { toolkit } = (await created.json()) as { toolkit: { id: string } };
    for (const q of ['zeb', 'zebra']) {
      expect((await callWorker(`/api/search?q=${q}`)).headers.get(CACHE_STATUS_HEADER), q).toBe('MISS');
      const repeat = await callWorker(`/api/search?q=${q}`);
      expect(repeat.headers.get(CACHE_STATUS_HEADER), q).toBe('HIT');
      expect(JSON.stringify(await repeat.json())).toContain('Zebra finals kit');
    }
    await sendJson(`/api/toolkits/${toolkit.id}`, 'PUT', { title: 'Zebra exam kit' }, { token: user.token });
    const after = await callWorker('/api/search?q=zebra');
    expect(after.headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
    expect(JSON.stringify(await after.json())).toContain('Zebra exam kit');
  });

  it("keeps a signed-out visitor's public toolkit reads, never a share link's", async () => {
    for (const path of ['/api/toolkits/public', '/api/toolkits/finals-survival-kit']) {
      await callWorker(path);
      expect((await callWorker(path)).headers.get(CACHE_STATUS_HEADER), path).toBe('HIT');
    }
    const shared = '/api/toolkits/finals-survival-kit?share=abc';
    await callWorker(shared);
    expect((await callWorker(shared)).headers.get(CACHE_STATUS_HEADER)).toBeNull();
  });
});
