// Category pages and majors in Chromium against the real worker: titles, back links, the Applying to
// Colleges scholarship panel, the Regional Resources panel, and the majors list leading to one major.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import type { Resource } from '@quadkit/core/catalog/types';
import { MAJORS } from '@quadkit/core/catalog/majors/majors';
import { groupByTagGroup } from '../../features/browse/ui/majors/group-by-tag-group';
import { newPage, useBrowser } from './browser';
import { baseURL } from './seeded-worker';

const browser = useBrowser();
/** Screens wait on a lazy chunk and the API; the default one-second poll is too tight on a busy machine. */
const WAIT = { timeout: 15_000 };

/** The API orders by title as SQLite compares text (byte order). */
const byTitle = (a: Resource, b: Resource) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);
const inCategory = (slug: string) => RESOURCES.filter((r) => r.category === slug).toSorted(byTitle);
const titles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();

describe('category page', () => {
  it('shows the title, a back link home and every resource with its page and website links', async () => {
    const { page, errors, close } = await newPage(browser());
    await page.goto(`${baseURL}/category/study-abroad`);
    const expected = inCategory('study-abroad');
    await expect.poll(() => titles(page), WAIT).toEqual(expected.map((r) => r.title));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Study Abroad');
    expect(await page.title()).toBe('Study Abroad – Quadkit');
    const card = page.getByRole('main').getByRole('article').first();
    expect(await card.getByRole('link', { name: expected[0]!.title }).getAttribute('href')).toBe(
      `/resource/${encodeURIComponent(expected[0]!.id)}`,
    );
    expect(await card.getByRole('link', { name: /Visit Website/ }).getAttribute('href')).toBe(expected[0]!.url);

    await page.getByRole('link', { name: /Back to home/ }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/');
    expect(errors).toEqual([]);
    await close();
  });

  it('narrows Applying to Colleges with the scholarship filter panel', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(`${baseURL}/category/applying-to-colleges`);
    const all = inCategory('applying-to-colleges');
    await expect.poll(() => titles(page), WAIT).toEqual(all.map((r) => r.title));
    const panel = page.getByRole('region', { name: 'Find Scholarships' });

    await panel.getByRole('button', { name: 'Merit-Based' }).click();
    const merit = all.filter((r) => r.tags.includes('Merit'));
    expect(merit.length).toBeLessThan(all.length);
    await expect.poll(() => titles(page), WAIT).toEqual(merit.map((r) => r.title));
    expect(new URL(page.url()).searchParams.get('scholarship')).toBe('merit');

    await panel.getByRole('button', { name: 'Athletic' }).click();
    await expect
      .poll(() => titles(page), WAIT)
      .toEqual(all.filter((r) => r.tags.includes('Athletic')).map((r) => r.title));
    await panel.getByRole('button', { name: 'Athletic' }).click();
    await expect.poll(() => titles(page), WAIT).toEqual(all.map((r) => r.title));
    await close();
  });

  it('narrows Regional Resources by region and by focus card', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(`${baseURL}/category/regional-resources`);
    const all = inCategory('regional-resources');
    await expect.poll(() => titles(page), WAIT).toEqual(all.map((r) => r.title));
    const panel = page.getByRole('region', { name: 'Resources by Region' });

    await panel.getByRole('button', { name: 'Undocumented Student Resources' }).click();
    const undocumented = all.filter((r) => r.region === 'undocumented');
    await expect.poll(() => titles(page), WAIT).toEqual(undocumented.map((r) => r.title));

    await panel.getByRole('button', { name: 'All regions' }).click();
    await panel.getByRole('button', { name: 'Grants', exact: true }).click();
    await expect
      .poll(() => titles(page), WAIT)
      .toEqual(all.filter((r) => r.tags.includes('Grants')).map((r) => r.title));

    await panel.getByRole('button', { name: 'International' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'No Regional Resources Found' }).count(), WAIT).toBe(1);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => titles(page), WAIT).toEqual(all.map((r) => r.title));
    await close();
  });
});

describe('majors', () => {
  it("lists majors by field and opens one, grouped by the spec's tag groups", async () => {
    const { page, errors, close } = await newPage(browser());
    await page.goto(`${baseURL}/majors`);
    const field = page.getByRole('region', { name: 'Engineering & Technology' });
    await field.waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 2 }).count(), WAIT).toBe(13);

    const biology = MAJORS.find((m) => m.id === 'biology')!;
    await page
      .getByRole('region', { name: 'Health & Life Sciences' })
      .getByRole('link', { name: /^Biology/ })
      .click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/majors/biology');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe(biology.name);

    // The page groups what the API lists for the major into the spec's tag groups, in their order.
    const answer = await fetch(`${baseURL}/api/majors/biology`);
    const { resources: linked } = (await answer.json()) as { resources: Resource[] };
    expect(linked.length).toBeGreaterThanOrEqual(biology.resourceIds.length);
    const groups = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(groups).toEqual(groupByTagGroup(linked).map((group) => group.name));
    expect(await page.getByRole('main').getByRole('article').count()).toBe(linked.length);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows 'Major not found' with a link to /majors for an unknown id", async () => {
    const { page, close } = await newPage(browser());
    await page.goto(`${baseURL}/majors/${encodeURIComponent('no such major')}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Major not found' }).count(), WAIT).toBe(1);
    await page.getByRole('link', { name: 'See all majors' }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/majors');
    await close();
  });
});
