// The visual checks, in Chromium against the real worker, over every route (public signed out, private signed in)
// in light and dark, at desktop 1280x800 and phone 390x844: no axe-core violation of any impact, no control left
// with the browser's default button or input styling, and at phone size no fixed element (the chat button, the
// bottom navigation) covering an interactive element at the end of the page. One page per combination visits every
// route; the checks themselves live in tests/e2e/visual/page-checks.js.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSession } from './api-session';
import { launchBrowser } from './browser';
import { fullAccount, signedInRoutes } from './full-account';
import { PUBLIC_ROUTES, waitUntilDrawn } from './public-routes';
import { baseURL, seededState } from './seeded-worker';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const checksSource = readFileSync(fileURLToPath(new URL('./visual/page-checks.js', import.meta.url)), 'utf8');

/** Filled in beforeAll with the account's own toolkit (unlisted: its page shows the share link). */
const privateRoutes: string[] = [];

/** Light pages load directly, dark ones through the app's router (each route both ways, at both sizes). */
const COMBOS = [
  { name: 'desktop light', colorScheme: 'light', viewport: { width: 1280, height: 800 }, inApp: false },
  { name: 'desktop dark', colorScheme: 'dark', viewport: { width: 1280, height: 800 }, inApp: true },
  { name: 'phone light', colorScheme: 'light', viewport: { width: 390, height: 844 }, inApp: false },
  { name: 'phone dark', colorScheme: 'dark', viewport: { width: 390, height: 844 }, inApp: true },
] as const;
type Combo = (typeof COMBOS)[number];

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
}
declare global {
  interface Window {
    axe: { run: (context: Document, options: object) => Promise<AxeResult> };
    __visualChecks: Record<'defaultStyledControls' | 'coveredByFixed' | 'croppedArtwork', () => string[]>;
  }
}

let session: ApiSession;
const browser = { current: undefined as Awaited<ReturnType<typeof launchBrowser>> | undefined };

beforeAll(async () => {
  browser.current = await launchBrowser();
  const account = await fullAccount(baseURL, seededState, 'visual');
  session = account.session;
  privateRoutes.push(...signedInRoutes(account.toolkitId));
});

afterAll(async () => {
  await browser.current?.close();
});

/**
 * Opens a route and waits until its data has drawn: hydrated, nothing busy or spinning, images and fonts in. A
 * direct load is a fresh page (server-rendered, then hydrated); an in-app one goes through the router as a link
 * does, so styles that only arrive with another screen's chunk and state left from the last page are covered too.
 */
async function open(page: Page, route: string, inApp: boolean) {
  if (inApp) {
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await page.waitForURL(`${baseURL}${route}`);
  } else {
    await page.goto(`${baseURL}${route}`);
  }
  await waitUntilDrawn(page);
}

/** The home sections (docs/product.md#home), each still on the phone's shorter home page. */
const HOME_HEADINGS = ['Browse by Category', 'Trending Now', 'Popular', 'Featured Toolkits', 'Popular Majors'];
/** The ceiling for the home page at 390x844. */
const PHONE_HOME_MAX_HEIGHT = 8_000;

async function checkRoute(page: Page, route: string, combo: Combo, inApp: boolean): Promise<string[]> {
  const phone = combo.viewport.width < 768;
  await open(page, route, inApp);
  // After an in-app navigation axe-core and the checks are still in the page.
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ content: axeSource });
    await page.addScriptTag({ content: checksSource });
  }
  const problems: string[] = [];
  // Dark mode changes colours only: its pages are checked for contrast; structure, names and roles are the light
  // pages', checked in full at both sizes.
  const options = combo.colorScheme === 'dark' ? { runOnly: ['color-contrast', 'link-in-text-block'] } : {};
  const axe = await page.evaluate(
    (extra) => window.axe.run(document, { resultTypes: ['violations'], ...extra }),
    options,
  );
  for (const violation of axe.violations) {
    const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 4);
    problems.push(`axe ${violation.impact} ${violation.id} (${violation.nodes.length}): ${targets.join(', ')}`);
  }
  problems.push(...(await page.evaluate(() => window.__visualChecks.defaultStyledControls())));
  problems.push(...(await page.evaluate(() => window.__visualChecks.croppedArtwork())));
  if (phone) problems.push(...(await page.evaluate(() => window.__visualChecks.coveredByFixed())));
  if (phone && route === '/') {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height > PHONE_HOME_MAX_HEIGHT) problems.push(`home is ${height} px tall (at most ${PHONE_HOME_MAX_HEIGHT})`);
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    for (const heading of HOME_HEADINGS) {
      if (!headings.includes(heading)) problems.push(`home lost its '${heading}' section`);
    }
  }
  return problems.map((problem) => `${route}: ${problem}`);
}

describe('visual checks on every route', () => {
  for (const combo of COMBOS) {
    it(`${combo.name}: no axe violation, default-styled control or covered control`, async () => {
      const context = await browser.current!.newContext({
        colorScheme: combo.colorScheme,
        viewport: combo.viewport,
        serviceWorkers: 'block',
        // axe-core and the checks go in as inline scripts, which the pages' CSP (rightly) refuses.
        bypassCSP: true,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const problems: string[] = [];
      try {
        // The first page of each half loads directly (the session is read at start), the rest as the combo says.
        for (const [i, route] of PUBLIC_ROUTES.entries()) {
          problems.push(...(await checkRoute(page, route, combo, combo.inApp && i > 0)));
        }
        const cookie = session.cookie.split('=');
        await context.addCookies([{ name: cookie[0]!, value: cookie.slice(1).join('='), url: baseURL }]);
        for (const [i, route] of privateRoutes.entries()) {
          problems.push(...(await checkRoute(page, route, combo, combo.inApp && i > 0)));
        }
      } finally {
        await context.close();
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    }, 180_000);
  }
});
