// On the real worker: every URL the sitemap lists answers 200 with the page, the hashed bundles are cached for
// a year, the HTML is revalidated on every visit, and robots.txt is text (not the app's HTML).
import { describe, expect, inject, it } from 'vitest';

const baseURL = inject('baseURL');

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
  });

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

  it('serves robots.txt as text naming the sitemap', async () => {
    const robots = await fetch(`${baseURL}/robots.txt`);
    expect(robots.headers.get('Content-Type')).toContain('text/plain');
    expect(await robots.text()).toContain(`Sitemap: ${new URL(baseURL).origin}/sitemap.xml`);
  });
});
