// Pages as crawlers and link previews get them from the real worker, without running JavaScript: every public
// route's head (title, description, a 1200x630 PNG share image that answers, JSON-LD that parses); then in
// Chromium, the app takes the head over without doubling it and without errors.
import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './browser';

const baseURL = inject('baseURL');
const browser = useBrowser();
const WAIT = { timeout: 15_000 };

const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
}

describe('pages rendered at the edge', () => {
  it('serves every public route with its own head, a PNG share image and JSON-LD, without JavaScript', async () => {
    const board = (await (await fetch(`${baseURL}/api/bulletin/articles?page=1`)).json()) as {
      articles: Array<{ id: string; title: string }>;
    };
    const article = board.articles[0]!;
    const routes: Array<[string, string, string]> = [
      ['/', 'Quadkit – Free tools and student discounts for university students', 'ItemList'],
      ['/browse', 'Browse Resources – Quadkit', 'ItemList'],
      ['/category/research', 'Research – Quadkit', 'ItemList'],
      ['/majors', 'Explore by Major – Quadkit', 'ItemList'],
      ['/majors/computer-science', 'Computer Science – Quadkit', 'BreadcrumbList'],
      ['/resource/notion', ' – Quadkit', 'BreadcrumbList'],
      ['/toolkits', 'Toolkits – Quadkit', 'ItemList'],
      ['/toolkit/finals-survival-kit', ' – Toolkits – Quadkit', 'BreadcrumbList'],
      ['/trending', 'Trending Now – Quadkit', 'ItemList'],
      ['/bulletin-board', 'Bulletin Board – Quadkit', 'ItemList'],
      [`/bulletin/${article.id}`, ' – Quadkit', 'Article'],
    ];
    const images = new Set<string>();
    for (const [path, title, type] of routes) {
      const response = await fetch(`${baseURL}${path}`, { headers: { Accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(first(html, /<title>([^<]+)<\/title>/), path).toContain(title);
      expect(first(html, /<meta name="description" content="([^"]{20,})"/), path).toBeDefined();
      expect(first(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(`${baseURL}${path}`);
      const image = first(html, /<meta property="og:image" content="([^"]+)"/);
      expect(image, path).toMatch(/\.png$/);
      images.add(image!);
      const types = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].flatMap((m) => {
        const data = JSON.parse(m[1]!) as { '@type'?: string; '@graph'?: Array<{ '@type': string }> };
        return data['@graph'] ? data['@graph'].map((node) => node['@type']) : [data['@type']];
      });
      expect(types, path).toContain(type);
    }
    expect(images.size).toBeGreaterThan(2);
    for (const image of images) {
      const response = await fetch(image);
      expect(response.status, image).toBe(200);
      expect(response.headers.get('Content-Type'), image).toBe('image/png');
      expect(pngSize(new Uint8Array(await response.arrayBuffer())), image).toEqual([1200, 630]);
    }
  });

  it('hands the head over to the app in Chromium: one title, one share card, the screen running', async () => {
    const { page, errors, close } = await newPage(browser());
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${baseURL}/resource/notion`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), WAIT).toBe(1);
    const title = await page.title();
    expect(title).toMatch(/ – Quadkit$/);
    expect(await page.locator('head title').count()).toBe(1);
    expect(await page.locator('head meta[name="description"]').count()).toBe(1);
    expect(await page.locator('head meta[property="og:image"]').getAttribute('content')).toMatch(/\/images\/og\//);
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);

    await page.goto(`${baseURL}/`);
    await expect
      .poll(() => page.title(), WAIT)
      .toBe('Quadkit – Free tools and student discounts for university students');
    expect(await page.locator('head meta[property="og:image"]').count()).toBe(1);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    expect(errors).toEqual([]);
    expect(warnings.filter((text) => /hydrat|Warning:/i.test(text))).toEqual([]);
    await close();
  });
});
