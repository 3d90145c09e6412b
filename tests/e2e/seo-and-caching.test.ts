// On the real worker: every URL the sitemap lists answers 200 with the page, the hashed bundles are cached for
// a year, the HTML is revalidated on every visit, robots.txt is text (not the app's HTML), and an unknown id's page
// answers a real 404.
import { describe, expect, inject, it } from 'vitest';
import { signUpSession } from './api-session';
import { baseURL } from './seeded-worker';

const brokenBaseURL = inject('brokenBaseURL');
const origin = new URL(baseURL).origin;

describe('crawling and caching on the real worker', () => {
  it('answers 200 for every URL in sitemap.xml', async () => {
    const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(urls.length).toBeGreaterThan(300);
    const failures: string[] = [];
    // A few at a time: the local worker shares two cores with the browser tests.
    for (let i = 0; i < urls.length; i += 8) {
      await Promise.all(
        urls.slice(i, i + 8).map(async (path) => {
          const response = await fetch(`${baseURL}${path}`);
          await response.arrayBuffer();
          if (response.status !== 200) failures.push(`${path}: ${response.status}`);
        }),
      );
    }
    expect(failures).toEqual([]);
    // Every page of the catalog rendered once: minutes, not seconds, while the other tests share the two cores.
  }, 240_000);

  it('caches hashed bundles for a year and revalidates the HTML', async () => {
    const page = await fetch(`${baseURL}/resource/notion`);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    expect(page.headers.get('Cache-Control')).toBe('no-cache');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${baseURL}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 with the app for an unknown resource, category, major, toolkit or article id', async () => {
    for (const path of [
      '/resource/no-such-resource',
      '/category/no-such-category',
      '/majors/no-such-major',
      '/toolkit/no-such-toolkit',
      '/bulletin/no-such-article',
    ]) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type'), path).toContain('text/html');
      expect(await response.text(), path).toContain('<div id="root">');
    }
    // An unknown category still draws its own (empty) screen: the head names it as the screen does.
    const unknownCategory = await (await fetch(`${baseURL}/category/no-such-category`)).text();
    expect(unknownCategory).toContain('<title>No Such Category – Quadkit</title>');
    expect(unknownCategory).toContain('<meta name="robots" content="noindex" />');
    for (const path of ['/resource/notion', '/category/research', '/toolkit/finals-survival-kit', '/majors'])
      expect((await fetch(`${baseURL}${path}`)).status, path).toBe(200);
  });

  it("answers 404 for someone else's private toolkit and 200 to its owner", async () => {
    const { cookie, send } = await signUpSession(baseURL, 'private-page');
    const created = await send('POST', '/api/toolkits', {
      title: 'My private kit',
      description: 'Only for me: the tools I use for my own notes.',
      resourceIds: ['notion'],
      isPublic: false,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { toolkit } = (await created.json()) as { toolkit: { id: string } };
    expect((await fetch(`${baseURL}/toolkit/${toolkit.id}`)).status).toBe(404);
    expect((await fetch(`${baseURL}/toolkit/${toolkit.id}`, { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('serves a detail page as usual when D1 cannot say whether it exists (the built-in list may show it)', async () => {
    expect((await fetch(`${brokenBaseURL}/resource/notion`)).status).toBe(200);
  });

  it('serves robots.txt as text naming the sitemap', async () => {
    const robots = await fetch(`${baseURL}/robots.txt`);
    expect(robots.headers.get('Content-Type')).toContain('text/plain');
    expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
