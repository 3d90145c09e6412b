// Pages as crawlers and link previews get them from the real worker, without running JavaScript: every public
// route's head (title, description, a 1200x630 PNG share image that answers, JSON-LD that parses) and its body's
// content (docs/decisions/0019); then in Chromium, the app takes the head over without doubling it and hydrates
// every public page without a React warning, a CSP violation or a layout shift, signed out and signed in.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signUpFromPage, useBrowser } from './browser';
import { COUNT_LAYOUT_SHIFTS, layoutShiftSoFar } from './layout-shifts';
import { baseURL } from './seeded-worker';

/** The markdown renderer's chunk in the client build, by its source module (a name pattern also catches its loader). */
function markdownRendererChunk(): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../../shell/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const file = manifest['../features/bulletin/ui/components/safe-markdown.tsx']?.file;
  if (!file) throw new Error('The client build has no chunk for the markdown renderer');
  return file;
}

const browser = useBrowser();
const WAIT = { timeout: 15_000 };

const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

/** What React renders inside #root, as a crawler gets it. */
const rootOf = (html: string) => first(html, /<div id="root">([\s\S]*)<\/div><script type="application\/json"/) ?? '';

/** Opens `path`, waits until nothing is loading, and says how far the layout shifted. */
async function loadAndMeasure(page: Page, path: string): Promise<number> {
  await page.goto(`${baseURL}${path}`);
  // Until the page's own requests settle (lazy sections, their data); a page with a long-lived request (the
  // realtime socket when signed in) is measured after at most 5 s of it.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  await page.getByRole('main').waitFor();
  return layoutShiftSoFar(page);
}

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
    const notion = (await (await fetch(`${baseURL}/api/resources/notion`)).json()) as {
      resource: { title: string; description: string };
    };
    const { toolkit: kit } = (await (await fetch(`${baseURL}/api/toolkits/finals-survival-kit`)).json()) as {
      toolkit: { title: string; resources: Array<{ title: string }> };
    };
    // Path, title, JSON-LD type, and text the page's body shows (the screen's content, not only its frame).
    const routes: Array<[string, string, string, string[]]> = [
      [
        '/',
        'Quadkit – Free tools and student discounts for university students',
        'ItemList',
        ['Resources for Students'],
      ],
      ['/browse', 'Browse Resources – Quadkit', 'ItemList', ['Browse Resources', 'class="resource-card__link"']],
      ['/category/research', 'Research – Quadkit', 'ItemList', ['class="resource-card__link"']],
      ['/majors', 'Explore by Major – Quadkit', 'ItemList', ['Explore by Major', 'Computer Science']],
      ['/majors/computer-science', 'Computer Science – Quadkit', 'BreadcrumbList', ['Computer Science']],
      ['/resource/notion', ' – Quadkit', 'BreadcrumbList', [notion.resource.title, notion.resource.description]],
      ['/toolkits', 'Toolkits – Quadkit', 'ItemList', ['All Toolkits', kit.title]],
      ['/toolkit/finals-survival-kit', ' – Toolkits – Quadkit', 'BreadcrumbList', kit.resources.map((r) => r.title)],
      ['/trending', 'Trending Now – Quadkit', 'ItemList', ['Trending Now']],
      ['/bulletin-board', 'Bulletin Board – Quadkit', 'ItemList', [article.title]],
      [`/bulletin/${article.id}`, ' – Quadkit', 'Article', [article.title]],
    ];
    // As React escapes text (a student's post title may hold markup: it must arrive as text).
    const escaped = (text: string) =>
      text
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('"', '&quot;')
        .replaceAll("'", '&#x27;');
    const images = new Set<string>();
    for (const [path, title, type, content] of routes) {
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
      const body = rootOf(html);
      for (const text of content)
        expect(body, `${path}: ${text}`).toContain(text.startsWith('class=') ? text : escaped(text));
      // The loader data travels as JSON that is never executed (the CSP allows no inline script).
      expect(html, path).toContain('<script type="application/json" id="router-data">');
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

  it('hydrates every public page without a React warning, a CSP violation or a layout shift', async () => {
    const board = (await (await fetch(`${baseURL}/api/bulletin/articles?page=1`)).json()) as {
      articles: Array<{ id: string }>;
    };
    const paths = ['/', '/browse', '/category/research', '/majors', '/majors/computer-science', '/resource/notion'];
    paths.push('/toolkits', '/toolkit/finals-survival-kit', '/trending', '/bulletin-board');
    paths.push(`/bulletin/${board.articles[0]!.id}`);
    const { page, errors, close } = await newPage(browser());
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    await page.addInitScript(COUNT_LAYOUT_SHIFTS);
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname);
    });
    const shifts: Record<string, number> = {};
    const readsOf: Record<string, string[]> = {};
    for (const path of paths) {
      const before = reads.length;
      shifts[path] = await loadAndMeasure(page, path);
      readsOf[path] = reads.slice(before);
    }
    for (const path of paths) expect(shifts[path], path).toBeLessThan(0.01);
    // Home's sections hydrate from the answers the worker drew them with: the only read is the session's.
    expect(readsOf['/']).toEqual(['/api/auth/session']);
    expect(messages.filter((text) => /hydrat|did not match|Content Security Policy|Warning:/i.test(text))).toEqual([]);
    expect(errors).toEqual([]);

    // Signed in: the same page fills in the account menu where the slot was, without moving anything.
    expect(await signUpFromPage(page, `edge-${Date.now()}@example.edu`, 'correct-horse-42')).toBe(201);
    expect(await loadAndMeasure(page, '/resource/notion')).toBeLessThan(0.01);
    await expect.poll(() => page.locator('.account-menu__button').count(), WAIT).toBe(1);
    expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
    expect(messages.filter((text) => /hydrat|did not match|Content Security Policy|Warning:/i.test(text))).toEqual([]);
    await close();
  });

  it("keeps an article's image box the same shape before and after the image arrives, and its rendered body", async () => {
    const board = (await (await fetch(`${baseURL}/api/bulletin/articles?page=1`)).json()) as {
      articles: Array<{ id: string; image: string }>;
    };
    // An editorial article, drawn from the articles sprite held below. A student's post (which other files on this
    // worker may have published, newest first) shows a picture from the categories sprite, which nothing holds.
    const article = board.articles.find((card) => card.image.startsWith('/images/articles/'));
    expect(article, 'an editorial article on the first page').toBeDefined();
    const { page, close } = await newPage(browser());
    const ratio = () =>
      page.locator('.article__image').evaluate((image) => {
        const box = image.getBoundingClientRect();
        return Math.round((100 * box.height) / box.width);
      });
    // The page painted before its image came: the box is what the markup and the stylesheet say. The sprite's
    // requests are held, not failed (a failed one may be asked for again), for the whole context; the load event
    // waits on them, so the page is taken once it has hydrated.
    const held: string[] = [];
    await page.context().route('**/images/articles/**', (route) => void held.push(route.request().url()));
    await page.goto(`${baseURL}/bulletin/${article!.id}`, { waitUntil: 'domcontentloaded' });
    const before = await ratio();
    const drawnWidth = () =>
      page.locator('.article__image use').evaluate((use) => (use as SVGGraphicsElement).getBBox().width);
    expect(await drawnWidth(), `drawn while held: ${held.join(', ')}`).toBe(0);
    expect(held.length).toBeGreaterThan(0);
    await page.context().unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    // The picture is drawn from the articles sprite (docs/decisions/0028): it has arrived once <use> has a size.
    await expect.poll(drawnWidth).toBeGreaterThan(0);
    expect(await ratio()).toBe(before);
    // Hydrating kept the body the worker rendered: the markdown renderer's chunk was never fetched.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.article__body .safe-markdown p').count()).toBeGreaterThan(0);
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(fetched.filter((url) => url.endsWith(`/${markdownRendererChunk()}`))).toEqual([]);
    await close();
  });
});
