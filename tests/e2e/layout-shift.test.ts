// On a slow connection (every API answer held back), a page the browser draws itself shows its loading state first
// and its content after: nothing on it may jump meanwhile, where a student's tap would land on something else.
// Layout shift as Chromium measures it (the Layout Instability API, Core Web Vitals' CLS), at phone size, where a
// shift moves the most; 0.1 is the line web.dev calls good. The pages the worker renders draw with their data.
import { describe, expect, it } from 'vitest';
import { addSessionCookie, holdRequests, useBrowser } from './browser';
import { fullAccount, signedInRoutes } from './full-account';
import { COUNT_LAYOUT_SHIFTS, layoutShiftWhenDrawn } from './layout-shifts';
import { waitUntilDrawn } from './public-routes';
import { baseURL, seededState } from './seeded-worker';

const browser = useBrowser();
/** The answers /admin's panels draw from, top to bottom. */
const ADMIN_PANEL_APIS = [
  '/api/bulletin/queue',
  '/api/admin/resource-submissions',
  '/api/admin/resource-reports',
  '/api/admin/notice',
];
const API_DELAY_MS = 300;
const GOOD_SHIFT = 0.1;

describe('layout shift while data arrives', () => {
  it('no signed-in page shifts by more than 0.1 at phone size', async () => {
    const { session, toolkitId } = await fullAccount(baseURL, seededState, 'shift');
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    try {
      await addSessionCookie(context, session.cookie, baseURL);
      await context.addInitScript(COUNT_LAYOUT_SHIFTS);
      await context.route('**/api/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
        await route.continue().catch(() => {}); // the page may have moved on
      });
      const page = await context.newPage();
      const shifts: Record<string, number> = {};
      for (const route of signedInRoutes(toolkitId)) {
        await page.goto(`${baseURL}${route}`);
        await waitUntilDrawn(page);
        shifts[route] = await layoutShiftWhenDrawn(page);
      }
      expect(Object.entries(shifts).filter(([, shift]) => shift > GOOD_SHIFT)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/admin holds still whichever panel answers last, and shows the panel a contents link opens', async () => {
    const { session } = await fullAccount(baseURL, seededState, 'shift-admin');
    // Every queue holds something, so each panel draws taller than its loading height.
    for (const n of [1, 2]) {
      const post = { title: `Finals study group ${n}`, body: 'We meet in the library every evening. '.repeat(4) };
      expect((await session.send('POST', '/api/bulletin/posts', post)).status).toBe(201);
    }
    const report = { resourceId: 'notion', reason: 'broken-link', note: 'The link goes nowhere.' };
    expect((await session.send('POST', '/api/resource-reports', report)).status).toBe(201);
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    try {
      await addSessionCookie(context, session.cookie, baseURL);
      await context.addInitScript(COUNT_LAYOUT_SHIFTS);
      const page = await context.newPage();
      const shifts: Record<string, number> = {};
      // One panel's answer waits until every other panel has drawn: the order a slow review queue gives.
      for (const last of ADMIN_PANEL_APIS) {
        const release = await holdRequests(page, `**${last}`);
        await page.goto(`${baseURL}/admin`);
        await expect.poll(() => page.locator('.slot-page__panel .spinner').count()).toBe(1);
        release();
        await waitUntilDrawn(page);
        shifts[last] = await layoutShiftWhenDrawn(page);
        await page.unroute(`**${last}`);
      }
      expect(Object.entries(shifts).filter(([, shift]) => shift > GOOD_SHIFT)).toEqual([]);

      // A contents link followed while the first panel still loads: its panel shows at once, and stays where the
      // admin is reading when the queue above it arrives long.
      const release = await holdRequests(page, `**${ADMIN_PANEL_APIS[0]}`);
      await page.goto(`${baseURL}/admin`);
      const lastHeading = page.locator('.slot-page__panel').last().locator('h2');
      await page.locator('.slot-page__toc a').last().click();
      await expect.poll(() => page.locator('.slot-page__panel .spinner').count()).toBe(1);
      const top = () => lastHeading.evaluate((heading) => Math.round(heading.getBoundingClientRect().top));
      const shown = () => lastHeading.evaluate((heading) => getComputedStyle(heading).visibility);
      const before = await top();
      expect({ visibility: await shown(), inView: before >= 0 && before < 844 }).toEqual({
        visibility: 'visible',
        inView: true,
      });
      release();
      await waitUntilDrawn(page);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      // The first panel grows by about 650 px; the browser keeps the link's target where it was, to a pixel.
      const moved = Math.abs((await top()) - before);
      expect({ moved: moved <= 1 ? 'at most 1 px' : `${moved} px`, visibility: await shown() }).toEqual({
        moved: 'at most 1 px',
        visibility: 'visible',
      });
    } finally {
      await context.close();
    }
  });
});
