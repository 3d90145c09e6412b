// The visual checks, in Chromium against the real worker, over every route (public signed out, private signed in)
// in light and dark, at desktop 1280x800 and phone 390x844: no axe-core violation of any impact, no control left
// with the browser's default button or input styling, and at phone size no fixed element (the chat button, the
// bottom navigation) covering an interactive element at the end of the page; nor, at either size, content spilling
// out of the placeholder of a part drawn only as it nears the view, nor a field's hint or a select's choice cut off
// by the field; the search overlay and a resource's 'Report a problem' dialog are opened and checked too, the
// dialogs also for content touching their sides. One page per combination visits every route; the checks themselves
// live in tests/e2e/visual/page-checks.js.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSession } from './api-session';
import { addSessionCookie, launchBrowser } from './browser';
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
    axe: { run: (context: Document | Element, options: object) => Promise<AxeResult> };
    __visualChecks: Record<
      | 'defaultStyledControls'
      | 'coveredByFixed'
      | 'croppedArtwork'
      | 'spillingPlaceholders'
      | 'cutFieldTexts'
      | 'crampedDialogs',
      () => string[]
    >;
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

async function checkRoute(
  page: Page,
  route: string,
  combo: Combo,
  inApp: boolean,
  /** axe rules to turn on besides its defaults. */
  rules: Record<string, { enabled: boolean }> = {},
): Promise<string[]> {
  const phone = combo.viewport.width < 768;
  await open(page, route, inApp);
  // First, while the parts below the view are still skipped: the checks after it may scroll and draw them.
  const problems = await page.evaluate(() => window.__visualChecks.spillingPlaceholders());
  // Dark mode changes colours only: its pages are checked for contrast; structure, names and roles are the light
  // pages', checked in full at both sizes; on the phone, touch-target spacing too (off in axe by default, on in
  // Lighthouse's mobile accessibility audit).
  const options =
    combo.colorScheme === 'dark'
      ? { runOnly: ['color-contrast', 'link-in-text-block'] }
      : { rules: { ...(phone ? { 'target-size': { enabled: true } } : {}), ...rules } };
  problems.push(...(await axeProblems(page, options)));
  problems.push(...(await page.evaluate(() => window.__visualChecks.defaultStyledControls())));
  problems.push(...(await page.evaluate(() => window.__visualChecks.croppedArtwork())));
  problems.push(...(await page.evaluate(() => window.__visualChecks.cutFieldTexts())));
  if (phone) problems.push(...(await page.evaluate(() => window.__visualChecks.coveredByFixed())));
  if (/^(\/es|\/zh)?\/$/.test(route)) problems.push(...(await checkSearchOverlay(page)));
  if (/\/resource\/[^/]+$/.test(route)) problems.push(...(await checkReportDialog(page, options)));
  if (phone && route === '/') {
    // The height a student scrolls through: sections not yet near the viewport are skipped (content-visibility)
    // and hold a guessed size until drawn, so every section is drawn for the measurement.
    const height = await page.evaluate(() => {
      const sections = [...document.querySelectorAll<HTMLElement>('main section')];
      for (const section of sections) section.style.contentVisibility = 'visible';
      const drawn = document.documentElement.scrollHeight;
      for (const section of sections) section.style.contentVisibility = '';
      return drawn;
    });
    if (height > PHONE_HOME_MAX_HEIGHT) problems.push(`home is ${height} px tall (at most ${PHONE_HOME_MAX_HEIGHT})`);
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    for (const heading of HOME_HEADINGS) {
      if (!headings.includes(heading)) problems.push(`home lost its '${heading}' section`);
    }
  }
  return problems.map((problem) => `${route}: ${problem}`);
}

/** axe-core's violations on the page, or inside the element `within` selects: one line each, naming up to four of
 * its elements. */
async function axeProblems(page: Page, options: object, within?: string): Promise<string[]> {
  const axe = await page.evaluate(
    ([extra, selector]) =>
      window.axe.run((selector && document.querySelector(selector)) || document, {
        resultTypes: ['violations'],
        ...extra,
      }),
    [options, within] as const,
  );
  return axe.violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 4);
    return `axe ${violation.impact} ${violation.id} (${violation.nodes.length}): ${targets.join(', ')}`;
  });
}

/** The search overlay, opened from home (its filters show before anything is typed): its hints and choices whole. */
async function checkSearchOverlay(page: Page): Promise<string[]> {
  await page.keyboard.press('Control+k');
  await page.locator('[role="dialog"] .search-filters select').first().waitFor();
  const problems = await page.evaluate(() => [
    ...window.__visualChecks.cutFieldTexts(),
    ...window.__visualChecks.crampedDialogs(),
  ]);
  await page.keyboard.press('Escape');
  await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
  return problems.map((problem) => `search overlay: ${problem}`);
}

/** A resource page's 'Report a problem' dialog, with the error its empty form gets: a padded card, nothing cut off. */
async function checkReportDialog(page: Page, axeOptions: object): Promise<string[]> {
  await page.locator('.resource-detail__report').click();
  const dialog = page.locator('[role="dialog"]');
  await dialog.locator('button[type="submit"]').click();
  await dialog.locator('.field__error').waitFor();
  const problems = [
    ...(await axeProblems(page, axeOptions, '[role="dialog"]')),
    ...(await page.evaluate(() => [
      ...window.__visualChecks.cutFieldTexts(),
      ...window.__visualChecks.crampedDialogs(),
      ...window.__visualChecks.defaultStyledControls(),
    ])),
  ];
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return problems.map((problem) => `report dialog: ${problem}`);
}

/**
 * Visits the public routes signed out, then the private ones signed in, on one page of a fresh context, and answers
 * what `check` found on each route (the first route of each half loads directly: the session is read at start).
 */
async function visitAll(
  combo: Combo,
  routes: { public: readonly string[]; private: readonly string[] },
  check: (page: Page, route: string, inApp: boolean) => Promise<string[]>,
): Promise<{ problems: string[]; errors: string[] }> {
  const context = await browser.current!.newContext({
    colorScheme: combo.colorScheme,
    viewport: combo.viewport,
    serviceWorkers: 'block',
  });
  // axe-core and the checks are in every document from its start: a script tag added per visit cost about as much
  // as axe's own run (the 0.5 MB source sent over the protocol each time).
  await context.addInitScript({ content: `${axeSource}\n${checksSource}` });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const problems: string[] = [];
  try {
    for (const [i, route] of routes.public.entries()) {
      problems.push(...(await check(page, route, combo.inApp && i > 0)));
    }
    await addSessionCookie(context, session.cookie, baseURL);
    for (const [i, route] of routes.private.entries()) {
      problems.push(...(await check(page, route, combo.inApp && i > 0)));
    }
  } finally {
    await context.close();
  }
  return { problems, errors };
}

describe('visual checks on every route', () => {
  for (const combo of COMBOS) {
    it(`${combo.name}: no axe violation, default-styled control or covered control`, async () => {
      const { problems, errors } = await visitAll(
        combo,
        { public: PUBLIC_ROUTES, private: privateRoutes },
        (page, route, inApp) => checkRoute(page, route, combo, inApp),
      );
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    }, 180_000);
  }
});

/** Public routes kept out of search engines (robots.txt or noindex: forms, not found): they name no alternates. */
const NOT_INDEXED = ['/submit', '/test-import', '/forgot-password', '/no-such-page'];

/** The page's language on <html>, and on an indexable page its URL in every language (hreflang alternates). */
async function checkLanguage(page: Page, route: string, prefix: string, lang: string): Promise<string[]> {
  const problems: string[] = [];
  const html = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
  if (html[0] !== lang || html[1] !== 'ltr') problems.push(`<html lang="${html[0]}" dir="${html[1]}">`);
  // Signed-in pages are not indexed either; those that are public too (/browse) are checked signed out.
  if (!PUBLIC_ROUTES.includes(route)) return problems.map((problem) => `${prefix}${route}: ${problem}`);
  const alternates = await page.$$eval('head link[rel="alternate"][hreflang]', (links) =>
    links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`),
  );
  const expected = NOT_INDEXED.includes(route)
    ? []
    : [`en ${route}`, `es /es${route}`, `zh-Hans /zh${route}`, `x-default ${route}`];
  if (alternates.sort().join() !== expected.sort().join()) problems.push(`hreflang: ${alternates.join(', ')}`);
  return problems.map((problem) => `${prefix}${route}: ${problem}`);
}

// Spanish and Chinese change every text (longer words, other scripts, translated accessible names): each public
// and private route again under the language's prefix, at phone size in light mode, with its <html> language and
// its alternates. Layout and contrast otherwise match English, which the combinations above cover.
/**
 * A translated label can drift from the accessible name a control was given (a speech-input user says what they
 * see): axe's check for that is off by default, so these runs turn it on.
 */
const TRANSLATION_RULES = { 'label-content-name-mismatch': { enabled: true } };

describe('visual checks in Spanish and Chinese', () => {
  const phoneLight = COMBOS.find((combo) => combo.name === 'phone light')!;
  for (const { prefix, lang } of [
    { prefix: '/es', lang: 'es' },
    { prefix: '/zh', lang: 'zh-Hans' },
  ]) {
    it(`${prefix}/: no axe violation or covered control, <html lang="${lang}">, hreflang alternates`, async () => {
      const { problems, errors } = await visitAll(
        phoneLight,
        { public: PUBLIC_ROUTES, private: privateRoutes },
        async (page, route, inApp) => [
          ...(await checkRoute(page, `${prefix}${route}`, phoneLight, inApp, TRANSLATION_RULES)),
          ...(await checkLanguage(page, route, prefix, lang)),
        ],
      );
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    }, 180_000);
  }
});
