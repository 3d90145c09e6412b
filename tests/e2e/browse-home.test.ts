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
