// Every kind of response carries the security headers (HTML at /, a deep link, a static asset, the
// API), and the app runs under its CSP in Chromium on every route with zero violations and no console errors.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { contentSecurityPolicy, PERMISSIONS_POLICY, THEME_INIT_SCRIPT_HASH } from '../../worker/src/security/policy';
import { baseURL } from './seeded-worker';

const browser = useBrowser();

const EXPECTED: Record<string, string> = {
  'permissions-policy': PERMISSIONS_POLICY,
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
};

async function firstAsset(): Promise<string> {
  const html = await (await fetch(`${baseURL}/`)).text();
  const match = /src="(\/assets\/[^"]+\.js)"/.exec(html);
  if (!match?.[1]) throw new Error('no /assets/*.js script in index.html');
  return match[1];
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
/** The texts of a page's inline elements of one kind (scripts: executable ones only, not JSON blocks). */
const inlineTexts = (html: string, element: RegExp) => [...html.matchAll(element)].map((match) => match[1] ?? '');

describe('security headers', () => {
  it.each(['/', '/toolkit/finals-survival-kit', '/saved', 'ASSET', '/favicon.svg', '/api/health'])(
    'sends every header on %s',
    async (path) => {
      const url = `${baseURL}${path === 'ASSET' ? await firstAsset() : path}`;
      const response = await fetch(url);
      expect(response.status).toBe(200);
      const body = await response.text();
      // A rendered page inlines its stylesheets, and its CSP allows exactly those, each by its hash.
      const styles = inlineTexts(body, /<style>([\s\S]*?)<\/style>/g);
      const expected = { 'content-security-policy': contentSecurityPolicy(styles.map(sha256)), ...EXPECTED };
      for (const [name, value] of Object.entries(expected))
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
      if (['/', '/toolkit/finals-survival-kit'].includes(path)) expect(styles.length).toBeGreaterThan(0);
      // The one inline script (the colour scheme before first paint) is the one the policy allows by its hash.
      const scripts = inlineTexts(body, /<script>([\s\S]*?)<\/script>/g);
      if (path.startsWith('/') && !path.startsWith('/api') && path !== '/favicon.svg')
        expect(scripts.map(sha256)).toEqual([THEME_INIT_SCRIPT_HASH]);
      // Local development is plain HTTP: HSTS is for production only.
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    },
  );
});

const ROUTES = [
  '/',
  '/browse',
  '/resource/notion',
  '/category/free-tools',
  '/majors',
  '/toolkits',
  '/toolkit/finals-survival-kit',
  '/saved',
  '/dashboard',
  '/admin',
  '/submissions',
  '/search?q=notes',
  '/no-such-page',
];

describe('the app under its Content-Security-Policy', () => {
  it('runs every route with zero CSP violations and no console errors', async () => {
    const { page, errors, close } = await newPage(browser());
    const violations: string[] = [];
    const consoleErrors: string[] = [];
    await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    for (const route of ROUTES) {
      await page.goto(`${baseURL}${route}`);
      // The footer is drawn once the frame and the route's chunk have run.
      await page.getByRole('contentinfo').waitFor();
      await page.waitForTimeout(300);
    }
    const onRoutes = [...violations];
    // Taken before the probe below, whose blocked script Chromium also reports on the console.
    const consoleOnRoutes = [...consoleErrors];
    // The listener itself works: an inline script is blocked and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.head.append(script);
    });
    await expect.poll(() => violations.length).toBe(1);
    expect(violations[0]).toMatch(/^script-src/);
    expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
    await close();
    expect(onRoutes).toEqual([]);
    // A 401 from the session check of a signed-out visitor is the one expected network error in the console.
    expect(consoleOnRoutes.filter((text) => !/status of 40[14]/.test(text))).toEqual([]);
    expect(errors).toEqual([]);
  }, 240_000);
});
