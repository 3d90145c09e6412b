// /browse in Chromium against the real worker: search (and ?q= deep links), sorts, the filter sidebar,
// pagination with page 2 of a search, and Back / Forward through it all.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import type { Resource } from '@quadkit/core/catalog/types';
import { newPage, useBrowser } from './browser';
import { baseURL } from './seeded-worker';

const browser = useBrowser();
/** Screens wait on a lazy chunk and the API; the default one-second poll is too tight on a busy machine. */
const WAIT = { timeout: 15_000 };

/** The spec's browse search, written out independently: any term in title, description, category or tags. */
function browseMatches(query: string, list: readonly Resource[] = RESOURCES): Resource[] {
  const terms = query
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const text = (r: Resource) => [r.title, r.description, r.category, ...r.tags].join(' ').toLowerCase();
  return list.filter((r) => terms.some((term) => text(r).includes(term)));
}

const count = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^Showing/ })
    .textContent();
const titles = (page: Page) =>
  page.getByRole('region', { name: 'Results' }).getByRole('article').getByRole('heading').allTextContents();
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search resources' });
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('browse search and pagination', () => {
  it('searches as you type (any term), pages through the results, and Back returns to page 1', async () => {
    const { page, errors, close } = await newPage(browser());
    // The live catalog: other e2e files may have approved a submitted resource into the shared state.
    const { resources } = (await (await fetch(`${baseURL}/api/resources`)).json()) as { resources: Resource[] };
    expect(resources.length).toBeGreaterThanOrEqual(RESOURCES.length);
    // Browse's source order: the catalog's, then anything added since.
    const known = new Set(RESOURCES.map((r) => r.id));
    const live = [...RESOURCES, ...resources.filter((r) => !known.has(r.id))];
    await page.goto(`${baseURL}/browse`);
    await expect.poll(() => count(page), WAIT).toBe(`Showing 1–12 of ${resources.length} resources`);
    expect(await titles(page)).toEqual(RESOURCES.slice(0, 12).map((r) => r.title));

    const expected = browseMatches('free, design', live);
    expect(expected.length).toBeGreaterThan(24);
    await search(page).fill('free, design');
    await expect.poll(() => count(page), WAIT).toBe(`Showing 1–12 of ${expected.length} resources`);
    expect(query(page)).toEqual({ q: 'free, design' });

    const pager = page.getByRole('navigation', { name: 'Pagination' });
    const pages = Math.ceil(expected.length / 12);
    expect(await pager.getByRole('link', { name: /^Page \d+$/ }).allTextContents()).toEqual(
      pages > 4 ? ['1', '2', '3', String(pages)] : Array.from({ length: pages }, (_, i) => String(i + 1)),
    );
    await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => count(page), WAIT).toBe(`Showing 13–24 of ${expected.length} resources`);
    expect(query(page)).toEqual({ q: 'free, design', page: '2' });
    expect(await titles(page)).toEqual(expected.slice(12, 24).map((r) => r.title));
    expect(await pager.getByRole('link', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');

    await page.goBack();
    await expect.poll(() => count(page), WAIT).toBe(`Showing 1–12 of ${expected.length} resources`);
    await page.goForward();
    await expect.poll(() => count(page), WAIT).toBe(`Showing 13–24 of ${expected.length} resources`);
    expect(await search(page).inputValue()).toBe('free, design');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens a ?q= deep link with the search applied, and a card opens its resource page', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(`${baseURL}/browse?q=zotero`);
    const expected = browseMatches('zotero');
    await expect.poll(() => titles(page), WAIT).toEqual(expected.map((r) => r.title));
    expect(await search(page).inputValue()).toBe('zotero');
    await page
      .getByRole('region', { name: 'Results' })
      .getByRole('link', { name: expected[0]!.title, exact: true })
      .click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe(`/resource/${expected[0]!.id}`);
    await close();
  });

  it("says 'No resources found' when nothing matches", async () => {
    const { page, close } = await newPage(browser());
    await page.goto(`${baseURL}/browse?q=zzqqxxyy`);
    await expect.poll(() => page.getByRole('heading', { name: 'No resources found' }).count(), WAIT).toBe(1);
    await close();
  });
});

describe('browse sorts and filters', () => {
  it('sorts by tag count for popular and by description length for recommended', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(`${baseURL}/browse`);
    await expect.poll(() => count(page), WAIT).toContain('Showing 1–12');
    const sortBy = page.getByLabel('Sort by');

    await sortBy.selectOption('popular');
    const mostTags = RESOURCES.toSorted((a, b) => b.tags.length - a.tags.length);
    await expect.poll(() => titles(page), WAIT).toEqual(mostTags.slice(0, 12).map((r) => r.title));
    expect(query(page)).toEqual({ sort: 'popular' });

    await sortBy.selectOption('recommended');
    const longest = RESOURCES.toSorted((a, b) => b.description.length - a.description.length);
    await expect.poll(() => titles(page), WAIT).toEqual(longest.slice(0, 12).map((r) => r.title));

    await page.goBack();
    await expect.poll(() => sortBy.inputValue(), WAIT).toBe('popular');
    await close();
  });

  it('filters by category, then tags, then region, each kept in the URL', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(`${baseURL}/browse`);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect.poll(() => count(page), WAIT).toContain('Showing 1–12');

    await filters.getByLabel('Category').selectOption('research');
    const research = RESOURCES.filter((r) => r.category === 'research');
    await expect.poll(() => titles(page), WAIT).toEqual(research.slice(0, 12).map((r) => r.title));

    await filters.getByRole('button', { name: 'Free', exact: true }).click();
    const freeResearch = research.filter((r) => r.tags.includes('Free'));
    await expect.poll(() => titles(page), WAIT).toEqual(freeResearch.slice(0, 12).map((r) => r.title));
    expect(query(page)).toEqual({ category: 'research', tags: 'Free' });

    await filters.getByRole('button', { name: 'Clear filters' }).click();
    // One filter change at a time: the cleared URL first, then the region.
    await expect.poll(() => query(page), WAIT).toEqual({});
    await filters.getByRole('radio', { name: 'Undocumented Student Resources' }).check();
    await expect.poll(() => query(page), WAIT).toEqual({ region: 'undocumented' });
    const undocumented = RESOURCES.filter((r) => r.region === 'undocumented');
    await expect.poll(() => titles(page), WAIT).toEqual(undocumented.slice(0, 12).map((r) => r.title));
    expect(query(page)).toEqual({ region: 'undocumented' });
    await close();
  });

  it('keeps the filters behind a Filters button on a phone', async () => {
    const { page, close } = await newPage(browser(), { mobile: true });
    await page.goto(`${baseURL}/browse`);
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await toggle.waitFor();
    const category = page.getByRole('complementary', { name: 'Filters' }).getByLabel('Category');
    expect(await category.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await category.isVisible()).toBe(true);
    await close();
  });

  it("shows every filter's choices whole beside the grid, in the language with the longest names", async () => {
    const { page, close } = await newPage(browser());
    // The visual checks' measure (tests/e2e/visual/page-checks.js), which they run on every route in English.
    await page.addInitScript({ path: fileURLToPath(new URL('./visual/page-checks.js', import.meta.url)) });
    await page.goto(`${baseURL}/es/browse`);
    await page.getByRole('complementary', { name: 'Filtros' }).getByLabel('Categoría').waitFor();
    expect(await page.evaluate(() => window.__visualChecks.cutFieldTexts())).toEqual([]);
    await close();
  });
});
