// The home page's browse sections in Chromium against the real worker: the 15 category tiles and where they
// lead, Popular, the featured strip, Popular Majors, and the search-engine metadata.
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { baseURL } from './seeded-worker';

const browser = useBrowser();
/** Screens wait on a lazy chunk and the API; the default one-second poll is too tight on a busy machine. */
const WAIT = { timeout: 15_000 };

/** docs/product.md#home: each tile's name and target, in grid order. */
const TILES: Array<[string, string]> = [
  ['Applying to Colleges', '/category/applying-to-colleges'],
  ['Explore by Major', '/majors'],
  ['Student Perks', '/category/student-perks'],
  ['Study Abroad', '/category/study-abroad'],
  ['Research', '/category/research'],
  ['Presentation', '/category/presentation'],
  ['Writing', '/category/writing'],
  ['Design', '/category/design'],
  ['Learning', '/category/learning'],
  ['Wellness', '/category/wellness'],
  ['Internships', '/category/internships'],
  ['AI Tools', '/category/ai-tools'],
  ['Certifications', '/category/certifications'],
  ['Connections', '/category/connections'],
  ['Regional Resources', '/category/regional-resources'],
];

describe('home category tiles', () => {
  it("shows the 15 tiles labelled 'Browse {name} category', each with its exact target", async () => {
    const { page, errors, close } = await newPage(browser());
    await page.goto(baseURL);
    const tiles = page.getByRole('link', { name: /^Browse .+ category$/ });
    await expect.poll(() => tiles.count(), WAIT).toBe(15);
    const found = await tiles.evaluateAll((links) =>
      links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    );
    expect(found).toEqual(TILES.map(([name, href]) => [`Browse ${name} category`, href]));
    expect(errors).toEqual([]);
    await close();
  });

  it('leads to the category page and to the majors list', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(baseURL);
    await page.getByRole('link', { name: 'Browse AI Tools category' }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/category/ai-tools');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe('AI Tools');

    await page.goBack();
    await page.getByRole('link', { name: 'Browse Explore by Major category' }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/majors');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe('Explore by Major');
    await close();
  });
});

/** What a person sees of the tiles' pictures and of pictures drawn from a sprite (shell/scripts/artwork-sprites). */
describe('home artwork', () => {
  it('draws every tile picture from the category sprite, each symbol there', async () => {
    const { page, errors, close } = await newPage(browser());
    await page.goto(baseURL);
    const hrefs = await page
      .locator('.category-tile__media use')
      .evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(15);
    expect(await page.locator('main img[src$=".svg"]').count()).toBe(0);
    const sprite = await (await fetch(`${baseURL}/images/categories/sprite.svg`)).text();
    const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
    for (const href of hrefs) {
      expect(href).toMatch(/^\/images\/categories\/sprite\.svg#[a-z-]+-1$/);
      expect(symbols.has(href.split('#')[1]!)).toBe(true);
    }
    expect(errors).toEqual([]);
    await close();
  });

  // The sprite renames each file's ids and their references together, so clip paths keep working: each picture
  // looks as its file does (study-abroad-2 and maya-okafor have one; writing-1 and scholarship-guide have none).
  it('draws each picture from the sprite as its own file draws it', async () => {
    const { page, close } = await newPage(browser(), { viewport: { width: 500, height: 300 } });
    await page.goto(`${baseURL}/`);
    const draw = async (markup: string) => {
      await page.evaluate((html) => {
        document.body.innerHTML = `<div id="art" style="position:fixed;inset:0 auto auto 0">${html}</div>`;
      }, markup);
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      return (await page.locator('#art > *').screenshot()).toString('base64');
    };
    /** The share of pixels whose colour differs visibly between two screenshots of the same size. */
    const differing = (a: string, b: string) =>
      page.evaluate(
        async ([first, second]: string[]) => {
          const pixels = async (png: string) => {
            const image = new Image();
            image.src = `data:image/png;base64,${png}`;
            await image.decode();
            const canvas = Object.assign(document.createElement('canvas'), {
              width: image.width,
              height: image.height,
            });
            const context = canvas.getContext('2d') as CanvasRenderingContext2D;
            context.drawImage(image, 0, 0);
            return context.getImageData(0, 0, image.width, image.height).data;
          };
          const [pa, pb] = [await pixels(first as string), await pixels(second as string)];
          let count = 0;
          for (let i = 0; i < pa.length; i += 4) {
            const distance = [0, 1, 2].reduce((sum, c) => sum + Math.abs((pa[i + c] ?? 0) - (pb[i + c] ?? 0)), 0);
            if (distance > 30) count++;
          }
          return count / (pa.length / 4);
        },
        [a, b],
      );
    for (const [set, name, width, height] of [
      ['categories', 'study-abroad-2', 320, 180],
      ['categories', 'writing-1', 320, 180],
      ['authors', 'maya-okafor', 96, 96],
      ['articles', 'scholarship-guide', 400, 210],
    ] as const) {
      const size = `width="${width}" height="${height}"`;
      const file = await draw(`<img src="/images/${set}/${name}.svg" ${size} style="display:block;object-fit:cover">`);
      // The sprite's document, fetched for <use>, has no load event: look again until it has drawn.
      // Edges antialias a little differently; a lost clip path changes far more than 1 % of the picture.
      await expect
        .poll(
          async () => differing(file, await draw(`<svg ${size}><use href="/images/${set}/sprite.svg#${name}"/></svg>`)),
          { ...WAIT, message: `${set}/${name}` },
        )
        .toBeLessThan(0.01);
    }
    await close();
  });
});

describe('home resource sections', () => {
  it('shows Popular and a featured strip of up to 4 cards with 2 tags each, linking to /resource/{id}', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(baseURL);
    const popular = page.getByRole('region', { name: 'Popular', exact: true });
    await expect.poll(() => popular.getByRole('article').count(), WAIT).toBeGreaterThan(0);

    const featured = page.getByRole('region', { name: 'Featured resources' });
    await expect.poll(() => featured.getByRole('article').count(), WAIT).toBe(4);
    for (const card of await featured.getByRole('article').all()) {
      const tags = await card.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents();
      expect(tags.filter((tag) => !tag.startsWith('+')).length).toBeLessThanOrEqual(2);
      expect(await card.getByRole('link').first().getAttribute('href')).toMatch(/^\/resource\//);
    }
    // Four across on a wide screen.
    const tops = await featured
      .getByRole('article')
      .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    await close();
  });

  it('shows the 4 most-resourced majors with View all majors, and a major opens', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(baseURL);
    const majors = page.getByRole('region', { name: 'Popular Majors' });
    await expect.poll(() => majors.getByRole('listitem').count(), WAIT).toBe(4);
    expect(await majors.getByRole('link', { name: /View all majors/ }).getAttribute('href')).toBe('/majors');
    const first = majors.getByRole('listitem').first().getByRole('link');
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/majors\//);
    await first.click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe(href);
    await expect.poll(() => page.getByRole('link', { name: /All majors/ }).count(), WAIT).toBe(1);
    await close();
  });
});

describe('home metadata', () => {
  it('carries social-share tags with the 1200x630 image and JSON-LD for the organisation, search and items', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(baseURL);
    await expect.poll(() => page.locator('head meta[property="og:image"]').count(), WAIT).toBe(1);
    const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');
    expect(await meta('property="og:image"')).toBe(`${baseURL}/images/brand/og-image.png`);
    expect(await meta('property="og:image:width"')).toBe('1200');
    expect(await meta('property="og:image:height"')).toBe('630');
    expect(await meta('name="twitter:card"')).toBe('summary_large_image');
    expect(await meta('name="description"')).toContain('university students');

    const image = await fetch(`${baseURL}/images/brand/og-image.png`);
    expect(image.status).toBe(200);

    const readGraph = async () => {
      const text = await page.locator('script[type="application/ld+json"]').textContent();
      return (JSON.parse(text ?? '{}') as { '@graph': Array<Record<string, unknown>> })['@graph'];
    };
    await expect.poll(async () => (await readGraph()).length, WAIT).toBe(3);
    const graph = await readGraph();
    const byType = (type: string) => graph.find((node) => node['@type'] === type)!;
    expect(byType('Organization').name).toBe('Quadkit');
    const action = byType('WebSite').potentialAction as { target: { urlTemplate: string } };
    expect(action.target.urlTemplate).toBe(`${baseURL}/browse?q={search_term_string}`);
    const items = byType('ItemList').itemListElement as Array<{ position: number; url: string }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(10);
    expect(items[0]).toMatchObject({ position: 1, url: expect.stringMatching(new RegExp(`^${baseURL}/resource/`)) });
    await close();
  });
});
