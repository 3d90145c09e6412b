// Layout shift as Chromium reports it (the Layout Instability API behind Core Web Vitals' CLS), for pages under test.
import type { Page } from 'playwright-core';

/**
 * An init script: sums the layout shifts of every document the page loads, from its start. Shifts right after a
 * tap or a key are the visitor's own doing, and CLS leaves them out too.
 */
export const COUNT_LAYOUT_SHIFTS = `window.__cls = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
}).observe({ type: 'layout-shift', buffered: true });`;

/** How far the current document's layout has shifted so far (COUNT_LAYOUT_SHIFTS must be on the page). */
export const layoutShiftSoFar = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/** The current document's layout shift once its last change is on screen (a shift is reported when the frame that
 * moved things is drawn: two frames on), to three decimals. */
export async function layoutShiftWhenDrawn(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return Number((await layoutShiftSoFar(page)).toFixed(3));
}
