// A forced API failure (a worker whose D1 was never migrated): /browse and a category page show the
// built-in list instead of an empty or broken page (docs/product.md#when-something-fails).
import { describe, expect, inject, it } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { newPage, useBrowser } from './browser';

const brokenBaseURL = inject('brokenBaseURL');
const browser = useBrowser();
/** Screens wait on a lazy chunk and the API; the default one-second poll is too tight on a busy machine. */
const WAIT = { timeout: 15_000 };

describe('browse screens when the API fails', () => {
  it('shows the built-in list on /browse, in source order, with a note', async () => {
    const list = await fetch(`${brokenBaseURL}/api/resources`);
    expect(list.status).toBe(500);

    const { page, errors, close } = await newPage(browser());
    await page.goto(`${brokenBaseURL}/browse`);
    const status = page.getByRole('status').filter({ hasText: /^Showing/ });
    await expect.poll(() => status.textContent(), WAIT).toBe(`Showing 1–12 of ${RESOURCES.length} resources`);
    const titles = await page
      .getByRole('region', { name: 'Results' })
      .getByRole('article')
      .getByRole('heading')
      .allTextContents();
    expect(titles).toEqual(RESOURCES.slice(0, 12).map((r) => r.title));
    expect(await page.getByText(/built-in list/).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the built-in list on a category page', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(`${brokenBaseURL}/category/wellness`);
    const wellness = RESOURCES.filter((r) => r.category === 'wellness').map((r) => r.title);
    await expect
      .poll(
        async () =>
          (await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents()).toSorted(),
        WAIT,
      )
      .toEqual(wellness.toSorted());
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Wellness');
    expect(await page.getByText(/built-in list/).count()).toBe(1);
    await close();
  });

  it('still shows the home tiles and the featured strip from the built-in list', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(brokenBaseURL);
    await expect.poll(() => page.getByRole('link', { name: /^Browse .+ category$/ }).count(), WAIT).toBe(15);
    await expect
      .poll(() => page.getByRole('region', { name: 'Featured resources' }).getByRole('article').count(), WAIT)
      .toBe(4);
    await close();
  });
});
