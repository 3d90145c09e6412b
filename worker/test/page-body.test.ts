// The page body the worker renders with the shell's edge renderer (docs/decisions/0019): the screen's content in
// #root without any JavaScript, the loader data as a non-executed JSON block for hydration, the matched screen's
// stylesheets inlined (and allowed by the CSP), the not-found body with HTTP 404, and private pages left to the browser.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/d1';
import { bumpCatalogVersion } from '@quadkit/core/server/catalog-version';
import { DIALOG_SCROLL_LOCK_STYLE_HASH } from '@quadkit/core/shared/dialog-scroll-lock';
import { toolkits } from '@quadkit/toolkits/schema';
import { callWorker, ORIGIN } from '../../tests/workers/call-worker';
import { getWithSession, signUp } from '../../tests/workers/session';
import worker from '../src/index';

async function page(path: string) {
  const response = await callWorker(path, { headers: { Accept: 'text/html' } });
  const html = await response.text();
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="router-data">/.exec(html);
  const data = /<script type="application\/json" id="router-data">([^<]*)<\/script>/.exec(html)?.[1];
  // Inlined stylesheets: each one's text, then its link, disabled and for no media (never fetched; Vite's chunk
  // loader reads it).
  const styles = [
    ...html.matchAll(
      /<style>([\s\S]*?)<\/style><link rel="stylesheet" crossorigin href="([^"]+)" media="not all" disabled>/g,
    ),
  ];
  return {
    response,
    html,
    body: root?.[1] ?? '',
    data: data ? (JSON.parse(data) as { loaderData: object }) : null,
    styles: styles.map((m) => m[2]),
    styleTexts: styles.map((m) => m[1] ?? ''),
  };
}

async function cspHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

describe('page bodies rendered by the worker', () => {
  it('renders a resource page with its title, description, loader data and screen stylesheet', async () => {
    const { response, html, body, data, styles, styleTexts } = await page('/resource/notion');
    expect(response.status).toBe(200);
    expect(body).toContain('<h1');
    expect(body).toContain('Notion');
    expect(body).toContain('class="site-header"');
    expect(JSON.stringify(data?.loaderData)).toContain('"id":"notion"');
    // The entry's stylesheet and the screen's, inlined: the first paint waits for no stylesheet request.
    expect(styles[0]).toMatch(/^\/assets\/index-[\w-]+\.css$/);
    expect(styles.some((file) => /resource-detail-[\w-]+\.css$/.test(file ?? ''))).toBe(true);
    expect(styleTexts.every((css) => css.length > 0)).toBe(true);
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    // The CSP allows exactly those <style> elements, by their hashes, besides the dialogs' constant scroll lock, and
    // no inline style otherwise.
    const styleSrc = /style-src ([^;]*)/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
    const pageStyles = await Promise.all(styleTexts.map(cspHash));
    expect(styleSrc).toBe(["'self'", `'${DIALOG_SCROLL_LOCK_STYLE_HASH}'`, ...pageStyles].join(' '));
    // Its script is preloaded beside the entry, not discovered after the entry has run.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/resource-detail-[\w-]+\.js">/);
    // Nothing executable is inlined: the CSP allows scripts from the site's own files only.
    expect(body).not.toMatch(/<script(?![^>]*type="application\/json")/);
  });

  it('renders list pages with their cards', async () => {
    const browse = await page('/browse');
    expect(browse.response.status).toBe(200);
    // The first page of cards (12), each a link to its resource.
    expect(browse.body.match(/class="resource-card__link" href="\/resource\//g)?.length).toBe(12);
    const toolkit = await page('/toolkit/finals-survival-kit');
    expect(toolkit.response.status).toBe(200);
    expect(toolkit.body).toMatch(/<h1[^>]*>[^<]+/);
  });

  it("renders home's sections with their data, and carries their answers for hydration", async () => {
    const { response, body, data } = await page('/');
    expect(response.status).toBe(200);
    // Drawn, not loading: the browser hydrates these as they are instead of asking the API again.
    expect(body).not.toMatch(/Loading (popular|featured|toolkits|articles|popular majors)/);
    // React separates a number from the text after it with an empty comment.
    expect(/class="category-tile__count">\d+(<!-- -->)? resources</.test(body)).toBe(true);
    for (const heading of ['Trending Now', 'Popular', 'Popular Majors', 'Featured Toolkits', 'From the Bulletin Board'])
      expect(new RegExp(`<h2[^>]*>${heading}</h2>`).test(body), heading).toBe(true);
    expect(body.match(/trending-card__details" href="\/resource\//g)?.length).toBe(6);
    // The query cache's answers the sections drew.
    const queries = (data as { queries?: Record<string, { ok: boolean; data?: unknown }> }).queries ?? {};
    expect(Object.keys(queries).sort()).toEqual([
      'bulletin-latest',
      'catalog:categories',
      'catalog:home-featured',
      'catalog:home-popular',
      'popular-majors',
      'public-toolkits:',
      'trending',
    ]);
    expect(Object.values(queries).every((answer) => answer.ok)).toBe(true);
    // Only what the sections show, not the whole catalog.
    const popular = queries['catalog:home-popular']?.data as { resources: unknown[] };
    expect(popular.resources.length).toBeGreaterThan(0);
    expect(popular.resources.length).toBeLessThanOrEqual(12);
  });

  it("renders an owner's unlisted toolkit with its share link (the path alone until the browser knows its origin)", async () => {
    const owner = await signUp();
    const id = `unlisted-${crypto.randomUUID()}`;
    const token = 'a'.repeat(32);
    await drizzle(env.DB).insert(toolkits).values({
      id,
      userId: owner.user.id,
      title: 'My kit',
      description: 'Mine',
      visibility: 'unlisted',
      shareToken: token,
    });
    const html = await (await getWithSession(`/toolkit/${id}`, owner.token)).text();
    expect(html).toContain('id="router-data"');
    expect(html).toMatch(/<h2[^>]*>Share link<\/h2>/);
    expect(html).toContain(`value="/toolkit/${id}?share=${token}"`);
  });

  it('renders the not-found body with HTTP 404 for an unknown id', async () => {
    const { response, body } = await page('/resource/no-such-resource');
    expect(response.status).toBe(404);
    expect(body).toMatch(/not found/i);
  });

  it('leaves private pages to the browser', async () => {
    const { response, html } = await page('/dashboard');
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="router-data"');
  });

  it('still renders with 200 when D1 cannot answer: the loaders fall back to the built-in catalog', async () => {
    await bumpCatalogVersion(env.CACHE); // nothing from the edge cache either
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(`${ORIGIN}/resource/notion`), { ...env, DB: env.EMPTY_DB }, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1 class="resource-detail__title">[^<]+<\/h1>/);
    expect(html).toContain('id="router-data"');
    // That fallback page is not kept: the next visitor gets a page rendered from D1.
    const next = await callWorker('/resource/notion', { headers: { Accept: 'text/html' } });
    expect(next.headers.get('X-Cache')).toBe('MISS');
  });
});

describe('the page cache', () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    callWorker(path, { headers: { Accept: 'text/html', ...headers } });

  it('serves an anonymous catalog page rendered once, with every header, until the catalog changes', async () => {
    await bumpCatalogVersion(env.CACHE);
    const first = await get('/category/research');
    expect(first.headers.get('X-Cache')).toBe('MISS');
    const html = await first.text();
    // The write happens after the answer (waitUntil).
    await expect.poll(async () => (await get('/category/research')).headers.get('X-Cache')).toBe('HIT');
    const hit = await get('/category/research');
    expect(await hit.text()).toBe(html);
    // The kept page's inlined stylesheets are still allowed: the same policy, hashes and all.
    expect(hit.headers.get('Content-Security-Policy')).toBe(first.headers.get('Content-Security-Policy'));
    expect(hit.headers.get('Content-Security-Policy')).toMatch(/style-src 'self' 'sha256-/);
    expect(hit.headers.get('Cache-Control')).toBe(first.headers.get('Cache-Control'));
    // A browser that takes gzip gets the kept bytes as they are: the same page once inflated (fetch inflates it).
    const gzipped = await get('/category/research', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(gzipped.headers.get('X-Cache')).toBe('HIT');
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gzipped.headers.get('Vary')).toContain('Accept-Encoding');
    expect(await gzipped.text()).toBe(html);
    await bumpCatalogVersion(env.CACHE);
    expect((await get('/category/research')).headers.get('X-Cache')).toBe('MISS');
  });

  it('renders afresh for a visitor with a cookie and for trending; keeps the board and toolkits', async () => {
    await get('/resource/notion');
    await expect.poll(async () => (await get('/resource/notion')).headers.get('X-Cache')).toBe('HIT');
    expect((await get('/resource/notion', { Cookie: 'qk_session=someone' })).headers.get('X-Cache')).toBeNull();
    // Home is kept too, by the versions of what it shows (home-page-cache.test.ts); the board and toolkits by their
    // posts', toolkits' and makers' profiles' versions (board-page-cache.test.ts, toolkit-page-cache.test.ts).
    expect((await get('/trending')).headers.get('X-Cache')).toBeNull();
    for (const path of ['/bulletin-board', '/toolkits', '/toolkit/finals-survival-kit']) {
      await get(path);
      await expect.poll(async () => (await get(path)).headers.get('X-Cache'), { message: path }).toBe('HIT');
      expect((await get(path, { Cookie: 'qk_session=someone' })).headers.get('X-Cache'), path).toBeNull();
    }
  });
});
