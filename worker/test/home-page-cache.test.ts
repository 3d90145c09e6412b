// The kept home page (worker/src/pages/page-cache.ts, docs/decisions/0019): an anonymous visitor's home is rendered
// once per catalog, trending, public-toolkits and bulletin version, and each write that changes what home shows —
// the trending refresh (the cron's and a computation on a miss), a public toolkit's create, edit or delete, an
// article's approval, an account's deletion, a catalog change — makes the next visit a fresh render with the new
// content. A visitor with a cookie never gets the kept page.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '@quadkit/core/server/catalog-version';
import { recentTrendingAnswers, runScheduledJobs } from '@quadkit/trending/api';
import { createPostAs, decideAs } from '../../features/bulletin/test/bulletin-helpers';
import { createToolkitAs, deleteAs, sendAs } from '../../features/toolkits/test/toolkit-helpers';
import { signUpAdmin } from '../../tests/workers/api-calls';
import { callWorker, ORIGIN } from '../../tests/workers/call-worker';
import { keptPage, pageOf } from '../../tests/workers/kept-pages';
import { send, signUp } from '../../tests/workers/session';
import worker from '../src/index';

const home = (headers: Record<string, string> = {}) => pageOf('/', headers);

/** Home, once it is kept (the write happens after the answer, and a render that moved a version is not kept). */
const keptHome = () => keptPage('/');

/** The resource Trending Now shows first. */
const firstTrending = (html: string) => /trending-card__details" href="\/resource\/([^"]+)"/.exec(html)?.[1];

let views = 0;
/** `count` fresh views of one resource, written straight to D1 (what accepted events leave behind). */
async function view(resourceId: string, count: number): Promise<void> {
  views += count;
  await env.DB.prepare(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?3)
     insert into analytics_events (event_name, properties, path, timestamp, resource_id)
     select 'resource_view', json_object('resourceId', ?1, 'resourceType', 'resource'), '/resource/' || ?1, ?2, ?1
     from n`,
  )
    .bind(resourceId, new Date().toISOString(), count)
    .run();
}

describe('the kept home page', () => {
  it('answers a second anonymous visit from the cache, with the same page', async () => {
    const first = await home();
    expect(first.cache).toBe('MISS');
    expect(first.html).toMatch(/<h2[^>]*>Trending Now<\/h2>/);
    const kept = await keptHome();
    const hit = await home();
    expect(hit.cache).toBe('HIT');
    expect(hit.html).toBe(kept);
  });

  it('shows the new ranking on the next visit after the scheduled refresh', async () => {
    await view('zotero', views + 50);
    await runScheduledJobs(env);
    expect(firstTrending(await keptHome())).toBe('zotero');
    await view('coolors', views + 50);
    await runScheduledJobs(env);
    const next = await home();
    expect(next.cache).toBe('MISS');
    expect(firstTrending(next.html)).toBe('coolors');
  });

  it('shows the new ranking after one is computed on a miss (its stored answer expired)', async () => {
    await view('zotero', views + 50);
    await runScheduledJobs(env);
    expect(firstTrending(await keptHome())).toBe('zotero');
    await view('canva', views + 50);
    // What KV's expiry does locally (a minute) and the isolate's copy after 10 seconds: the next ask computes anew.
    await env.CACHE.delete('trending:v1:14:50');
    recentTrendingAnswers.clear();
    const trendingPage = (await (await callWorker('/api/trending?limit=50')).json()) as {
      entries: { resource: { id: string } }[];
    };
    expect(trendingPage.entries[0]?.resource.id).toBe('canva');
    await env.CACHE.delete('trending:v1:14:6');
    recentTrendingAnswers.clear();
    const next = await home();
    expect(next.cache).toBe('MISS');
    expect(firstTrending(next.html)).toBe('canva');
  });

  it('shows a public toolkit on the next visit after it is created, edited or deleted, and ignores private ones', async () => {
    const owner = await signUp();
    await keptHome();
    // A private toolkit is not on home: the kept page stays.
    await createToolkitAs(owner.token, { title: 'Private kit', visibility: 'private' });
    expect((await home()).cache).toBe('HIT');

    const created = await createToolkitAs(owner.token, { title: 'Lab report survival', visibility: 'public' });
    const afterCreate = await home();
    expect(afterCreate.cache).toBe('MISS');
    expect(afterCreate.html).toContain('Lab report survival');

    await keptHome();
    const edited = await sendAs(`/api/toolkits/${created.id}`, 'PUT', { title: 'Lab report rescue' }, owner.token);
    expect(edited.status).toBe(200);
    const afterEdit = await home();
    expect(afterEdit.cache).toBe('MISS');
    expect(afterEdit.html).toContain('Lab report rescue');

    await keptHome();
    const hidden = await sendAs(`/api/toolkits/${created.id}`, 'PUT', { visibility: 'private' }, owner.token);
    expect(hidden.status).toBe(200);
    const afterHide = await home();
    expect(afterHide.cache).toBe('MISS');
    expect(afterHide.html).not.toContain('Lab report rescue');

    await sendAs(`/api/toolkits/${created.id}`, 'PUT', { visibility: 'public' }, owner.token);
    expect(await keptHome()).toContain('Lab report rescue');
    expect((await deleteAs(`/api/toolkits/${created.id}`, owner.token)).status).toBe(200);
    const afterDelete = await home();
    expect(afterDelete.cache).toBe('MISS');
    expect(afterDelete.html).not.toContain('Lab report rescue');
  });

  it('shows an approved article on the next visit; a rejection leaves home as it was', async () => {
    const author = await signUp();
    const admin = await signUpAdmin();
    const rejected = await createPostAs(author.token, { title: 'Never on the board' });
    const approved = await createPostAs(author.token, { title: 'How I plan my finals week' });
    await keptHome();
    await decideAs(admin.token, rejected, 'reject', 'Off topic');
    expect((await home()).cache).toBe('HIT');
    await decideAs(admin.token, approved, 'approve');
    const next = await home();
    expect(next.cache).toBe('MISS');
    expect(next.html).toContain('How I plan my finals week');
  });

  it("drops a deleted account's public toolkit and approved article on the next visit", async () => {
    const author = await signUp();
    const admin = await signUpAdmin();
    await createToolkitAs(author.token, { title: 'Thesis sprint kit', visibility: 'public' });
    await decideAs(admin.token, await createPostAs(author.token, { title: 'My thesis timeline' }), 'approve');
    const kept = await keptHome();
    expect(kept).toContain('Thesis sprint kit');
    expect(kept).toContain('My thesis timeline');
    expect((await send('/api/account', 'DELETE', null, { token: author.token })).status).toBe(200);
    const next = await home();
    expect(next.cache).toBe('MISS');
    expect(next.html).not.toContain('Thesis sprint kit');
    expect(next.html).not.toContain('My thesis timeline');
  });

  it('is rendered afresh after a catalog change', async () => {
    await keptHome();
    await bumpCatalogVersion(env.CACHE);
    expect((await home()).cache).toBe('MISS');
  });

  it('is never served to a visitor with a cookie', async () => {
    await keptHome();
    expect((await home({ Cookie: 'qk_session=someone' })).cache).toBeNull();
  });

  it('is rendered for the visitor, not kept, while KV cannot tell the versions', async () => {
    await keptHome();
    // Every KV call rejects, as when the service is down: a version that cannot be read is not taken for '0'.
    const down = new Proxy(
      {},
      { get: (_t, name) => (name === 'then' ? undefined : () => Promise.reject(new Error('KV down'))) },
    );
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${ORIGIN}/`, { headers: { Accept: 'text/html' } }),
      { ...env, CACHE: down as KVNamespace },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Cache')).toBeNull();
    expect(await response.text()).toMatch(/<h2[^>]*>Trending Now<\/h2>/);
  });
});
