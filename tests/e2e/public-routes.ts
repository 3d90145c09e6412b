// The public routes the page-wide browser checks visit (visual checks, right to left), and how they wait for a
// route to finish drawing.
import type { Page } from 'playwright-core';
import { ARTICLES } from '@quadkit/core/catalog/articles/index';
import { MAJORS } from '@quadkit/core/catalog/majors/majors';
import { STATIC_TOOLKITS } from '@quadkit/core/catalog/toolkits';

export const PUBLIC_ROUTES = [
  '/',
  '/browse',
  '/resource/notion',
  '/category/student-perks',
  '/majors',
  `/majors/${MAJORS[0]!.id}`,
  '/trending',
  '/toolkits',
  `/toolkit/${STATIC_TOOLKITS[0]!.id}`,
  '/bulletin-board',
  `/bulletin/${ARTICLES[0]!.id}`,
  '/submit',
  '/test-import',
  '/forgot-password',
  '/no-such-page',
];

/** Until the route's data has drawn: hydrated (or, on a page the browser renders, its screen drawn), nothing busy or
 * spinning, images and fonts in. */
export async function waitUntilDrawn(page: Page) {
  await page.waitForFunction(
    () =>
      (!document.getElementById('router-data') || 'hydrated' in document.documentElement.dataset) &&
      document.querySelector('#root main') !== null &&
      !document.querySelector('.spinner, [aria-busy="true"]') &&
      document.readyState === 'complete',
    undefined,
    { timeout: 15_000, polling: 100 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
