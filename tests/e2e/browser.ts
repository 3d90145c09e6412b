// Debian's Chromium through playwright-core, headless, with the flags this machine needs, and a per-file hook.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';

/**
 * playwright-core's own --disable-features list (1.65), repeated because Chromium reads only the last
 * --disable-features it is given, and Playwright's comes first. browser-flags.test.ts names any it lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium (156) gives every window its omnibox popups as WebUI pages, in a renderer of their own, though
 * a headless page never shows them: opening 20 contexts with a blank page cost 25-28 s of CPU with them, 7 s
 * without. Every test opens its own context.
 */
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Debian's chromium-headless-shell when installed (.ci/run installs it), else Debian's chromium: the same Blink and
 * V8 without the desktop browser around them, as Playwright itself runs headless tests. On this 2-core machine the
 * end-to-end files took about a fifth less time with it (Chromium's CPU in them down by a third).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian's Chromium with the flags this machine needs (also for a persistent context, tests/e2e/offline.test.ts). */
export const LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-dev-shm-usage',
    // V8's optimizing compilers (Maglev, TurboFan) stay off: a test page lives a second or two, too short to earn
    // back their compile time on a CPU-bound 2-core machine (axe-core's runs in the visual checks most of all).
    // Behaviour is the same; Lighthouse and the size check launch browsers of their own, unflagged.
    '--js-flags=--max-opt=1',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
  ],
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH_OPTIONS);
}

/**
 * A fresh page (own context: no shared storage) that fails the test on uncaught page errors. Its service worker is
 * blocked (tests/e2e/offline.test.ts has one of its own): every test sees the network as it is, and no page spends
 * the shared worker's time precaching.
 */
export async function newPage(
  browser: Browser,
  options: {
    colorScheme?: 'light' | 'dark';
    mobile?: boolean;
    viewport?: { width: number; height: number };
    /** Sent as CF-Connecting-IP on every request: the worker counts this browser as that address. */
    address?: string;
  } = {},
) {
  const context = await browser.newContext({
    colorScheme: options.colorScheme ?? 'light',
    viewport: options.viewport ?? (options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 }),
    serviceWorkers: 'block',
    ...(options.address ? { extraHTTPHeaders: { 'CF-Connecting-IP': options.address } } : {}),
  });
  const page: Page = await context.newPage();
  // A page the worker rendered is on screen before React has hydrated it, and a click or a choice made before then
  // is lost: every navigation waits for the entry to mark it hydrated (docs/decisions/0019).
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(
      () => !document.getElementById('router-data') || 'hydrated' in document.documentElement.dataset,
    );
    return response;
  };
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors, close: () => context.close() };
}

/** Launches one browser before the file's tests and closes it after them; call the getter inside a test or hook. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not launched yet: call the getter inside a test or hook.');
    return browser;
  };
}

/**
 * The status of a same-origin request made from the page (a JSON POST when there is a body), so any session
 * cookie it sets lands in that page's browser context. Go to the site first.
 */
export function apiStatus(page: Page, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ([url, json]) => {
      const init: RequestInit = json
        ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) }
        : {};
      return (await fetch(url as string, init)).status;
    },
    [path, body] as const,
  );
}

/** Signs a new account up from the page (at the site's origin): the API's status, 201 when it worked. */
export const signUpFromPage = (page: Page, email: string, password: string) =>
  apiStatus(page, '/api/auth/sign-up', { email, password });

/** Signs a new account up from the page and saves its profile: the two statuses, [201, 200] when both worked. */
export function signUpWithProfile(page: Page, email: string, profile: Record<string, unknown>): Promise<number[]> {
  return page.evaluate(
    async ([address, body]) => {
      const json = { 'Content-Type': 'application/json' };
      const signUp = await fetch('/api/auth/sign-up', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: address, password: 'correct-horse-42' }),
      });
      const saved = await fetch('/api/profile', { method: 'PUT', headers: json, body: JSON.stringify(body) });
      return [signUp.status, saved.status];
    },
    [email, profile] as const,
  );
}

/**
 * Waits for the page's network to go quiet (Playwright's 'networkidle'); when it does not, the error names the
 * requests still in flight, so a page that never settles says what kept it busy. Call it for a page whose requests
 * `trackRequests` has followed from the start.
 */
export async function waitForQuietNetwork(page: Page, inFlight: () => string[]): Promise<void> {
  try {
    await page.waitForLoadState('networkidle');
  } catch (error) {
    throw new Error(`${(error as Error).message}\nStill in flight: ${inFlight().join(', ') || 'nothing'}`);
  }
}

/** Follows a page's requests from now on: the function answers those not finished yet (method, URL, how long). */
export function trackRequests(page: Page): () => string[] {
  const started = new Map<Request, { what: string; at: number }>();
  page.on('request', (request) =>
    started.set(request, { what: `${request.method()} ${request.url()}`, at: Date.now() }),
  );
  page.on('requestfinished', (request) => started.delete(request));
  page.on('requestfailed', (request) => started.delete(request));
  return () => [...started.values()].map(({ what, at }) => `${what} (${Date.now() - at} ms)`);
}

/** Signs a browser context in as an API session: its cookie ("name=value") on the site's origin. */
export function addSessionCookie(context: BrowserContext, cookie: string, url: string): Promise<void> {
  const [name = '', ...value] = cookie.split('=');
  return context.addCookies([{ name, value: value.join('='), url }]);
}

/** Holds the page's requests to `url` until the returned function is called; then they go on as usual. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
