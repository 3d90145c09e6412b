// The visual checks, in Chromium against the real worker, over every route (public signed out, private signed in)
// in light and dark, at desktop 1280x800 and phone 390x844: no axe-core violation of any impact, no control left
// with the browser's default button or input styling, and at phone size no fixed element (the chat button, the
// bottom navigation) covering an interactive element at the end of the page. One page per combination visits every
// route; the checks themselves live in tests/e2e/visual/page-checks.js.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STATIC_TOOLKITS } from '@quadkit/core/catalog/toolkits';
import { MAJORS } from '@quadkit/core/catalog/majors/majors';
import { ARTICLES } from '@quadkit/core/catalog/articles/index';
import { signUpSession, type ApiSession } from './api-session';
import { launchBrowser } from './browser';
import { executeLocalD1 } from './local-worker';

const baseURL = inject('baseURL');
const seededState = inject('seededState');
const root = fileURLToPath(new URL('../..', import.meta.url));
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const checksSource = readFileSync(fileURLToPath(new URL('./visual/page-checks.js', import.meta.url)), 'utf8');

const PUBLIC_ROUTES = [
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
/** Filled in beforeAll with the account's own toolkit (unlisted: its page shows the share link). */
const privateRoutes: string[] = [];

const COMBOS = [
  { name: 'desktop light', colorScheme: 'light', viewport: { width: 1280, height: 800 } },
  { name: 'desktop dark', colorScheme: 'dark', viewport: { width: 1280, height: 800 } },
  { name: 'phone light', colorScheme: 'light', viewport: { width: 390, height: 844 } },
  { name: 'phone dark', colorScheme: 'dark', viewport: { width: 390, height: 844 } },
] as const;

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
}
declare global {
  interface Window {
    axe: { run: (context: Document, options: object) => Promise<AxeResult> };
    __visualChecks: { defaultStyledControls: () => string[]; coveredByFixed: () => string[] };
  }
}

let session: ApiSession;
const browser = { current: undefined as Awaited<ReturnType<typeof launchBrowser>> | undefined };

beforeAll(async () => {
  browser.current = await launchBrowser();
  session = await signUpSession(baseURL, 'visual');
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await session.send(method, path, body);
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return response;
  };
  // Onboarded with a level and a country: the dashboard and /browse's 'For me' show their full selves.
  await send('PUT', '/api/profile', {
    study_level: 'Undergraduate',
    major: 'Computer Science',
    country: 'US',
    interests: ['Research'],
    onboarded: true,
  });
  const toolkit = (await (
    await send('POST', '/api/toolkits', {
      title: 'My exam week kit',
      description: 'The tools I open every exam week, in order.',
      resourceIds: ['notion', 'anki'],
      visibility: 'unlisted',
    })
  ).json()) as { toolkit: { id: string } };
  await send('POST', '/api/bookmarks', { resourceId: 'notion', type: 'resource' });
  await send('POST', '/api/resource-submissions', {
    name: 'Visual check suggestion',
    url: 'https://example.org/visual-check',
    description: 'A suggestion waiting for review, so /admin draws its review form.',
    category: 'research',
  });
  const { user } = (await (await send('GET', '/api/auth/session')).json()) as { user: { email: string } };
  executeLocalD1(seededState, `insert or ignore into admin_users (email) values ('${user.email}')`, root);
  const id = toolkit.toolkit.id;
  privateRoutes.push(
    // Signed in with a level and a country, /browse offers 'For me'.
    '/browse',
    '/dashboard',
    '/saved',
    '/dashboard/create-toolkit',
    `/toolkit/${id}`,
    `/toolkit/${id}/edit`,
    '/bulletin-board/submit',
    '/submissions',
    '/admin',
  );
});

afterAll(async () => {
  await browser.current?.close();
});

/** Loads a route and waits until its data has drawn (no spinner, the network quiet). */
async function open(page: Page, route: string) {
  await page.goto(`${baseURL}${route}`);
  await page.waitForFunction(
    () => !document.querySelector('.spinner') && 'hydrated' in document.documentElement.dataset,
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForLoadState('networkidle');
}

async function checkRoute(page: Page, route: string, phone: boolean): Promise<string[]> {
  await open(page, route);
  await page.addScriptTag({ content: axeSource });
  await page.addScriptTag({ content: checksSource });
  const problems: string[] = [];
  const axe = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  for (const violation of axe.violations) {
    const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 4);
    problems.push(`axe ${violation.impact} ${violation.id} (${violation.nodes.length}): ${targets.join(', ')}`);
  }
  problems.push(...(await page.evaluate(() => window.__visualChecks.defaultStyledControls())));
  if (phone) problems.push(...(await page.evaluate(() => window.__visualChecks.coveredByFixed())));
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
        for (const route of PUBLIC_ROUTES)
          problems.push(...(await checkRoute(page, route, combo.name.startsWith('phone'))));
        const cookie = session.cookie.split('=');
        await context.addCookies([{ name: cookie[0]!, value: cookie.slice(1).join('='), url: baseURL }]);
        for (const route of privateRoutes)
          problems.push(...(await checkRoute(page, route, combo.name.startsWith('phone'))));
      } finally {
        await context.close();
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    }, 180_000);
  }
});
