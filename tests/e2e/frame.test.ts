// The shell frame in a real browser: dark mode, footer, 404 page, and the API behind it.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpSession } from './api-session';
import { addSessionCookie, holdRequests, newPage, useBrowser } from './browser';
import { baseURL } from './seeded-worker';

const browser = useBrowser();

/** What `read` says of the element `locate` finds, on each of `paths` in turn (one desktop page). */
async function lookOnEach(
  paths: string[],
  locate: (page: Page) => Locator,
  read: (element: Element) => string,
): Promise<Record<string, string>> {
  const { page, close } = await newPage(browser());
  const looks: Record<string, string> = {};
  try {
    for (const path of paths) {
      await page.goto(`${baseURL}${path}`);
      const element = locate(page);
      await element.waitFor();
      looks[path] = await element.evaluate(read);
    }
  } finally {
    await close();
  }
  return looks;
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('dark mode', () => {
  it('starts from the system scheme, toggles the dark class on the page root, and remembers the choice', async () => {
    const { page, close } = await newPage(browser(), { colorScheme: 'light' });
    await page.goto(baseURL);
    const toggle = page.getByRole('switch', { name: 'Dark mode' });
    await toggle.waitFor();
    expect(await isDark(page)).toBe(false);
    await toggle.click();
    expect(await isDark(page)).toBe(true);
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await page.reload();
    await page.getByRole('switch', { name: 'Dark mode' }).waitFor();
    expect(await isDark(page)).toBe(true);
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    expect(await isDark(page)).toBe(false);
    await close();
  });

  it('starts dark when the system prefers dark', async () => {
    const { page, close } = await newPage(browser(), { colorScheme: 'dark' });
    await page.goto(baseURL);
    await page.getByRole('switch', { name: 'Dark mode' }).waitFor();
    expect(await isDark(page)).toBe(true);
    await close();
  });
});

describe('frame', () => {
  it('shows the footer with the current year and the three outside links', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(baseURL);
    const footer = page.getByRole('contentinfo'); // the site's footer (toolkit cards have their own <footer>)
    await footer.waitFor();
    expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()} Quadkit`);
    expect(await footer.getByRole('link', { name: /Support Us/ }).count()).toBe(1);
    const hrefs = await footer
      .locator('a[href^="https://"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    await close();
  });

  it("keeps the footer's 'Use the catalog' line hidden until a page the browser draws has drawn", async () => {
    const { page, close } = await newPage(browser());
    const release = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
    try {
      // A private page: the worker sends the shell with an empty root, and the entry script draws it.
      await page.goto(`${baseURL}/dashboard`, { waitUntil: 'commit' });
      const line = page.getByRole('navigation', { name: 'Use the catalog', includeHidden: true });
      await line.waitFor({ state: 'attached' });
      expect(await page.locator('#root').evaluate((root) => root.childElementCount)).toBe(0);
      expect(await line.isVisible()).toBe(false);
      release();
      await page.getByRole('contentinfo').waitFor();
      await line.waitFor();
      const [footer, below] = [await page.getByRole('contentinfo').boundingBox(), await line.boundingBox()];
      expect(below!.y).toBeGreaterThanOrEqual(footer!.y + footer!.height - 1);
    } finally {
      release();
      await close();
    }
  });

  it('keeps the header where it is when the session answers, in every language', async () => {
    for (const prefix of ['', '/es', '/zh']) {
      const context = await browser().newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        const release = await holdRequests(page, '**/api/auth/session');
        // The page the worker rendered, before it knows who is visiting: the slot holds Sign In's place.
        await page.goto(`${baseURL}${prefix}/resource/notion`);
        const slot = page.locator('.user-menu');
        const before = await slot.boundingBox();
        release();
        await slot.getByRole('button').waitFor();
        expect(await slot.boundingBox(), prefix || 'English').toEqual(before);
      } finally {
        await context.close();
      }
    }
  });

  it("puts a signed-in student's avatar beside the other buttons, where it stands before the session answers", async () => {
    const session = await signUpSession(baseURL, 'header-avatar');
    for (const [prefix, viewport] of [
      ['', { width: 1280, height: 800 }],
      ['/es', { width: 390, height: 844 }],
    ] as const) {
      const context = await browser().newContext({ viewport, serviceWorkers: 'block' });
      try {
        await addSessionCookie(context, session.cookie, baseURL);
        const page = await context.newPage();
        const release = await holdRequests(page, '**/api/auth/session');
        await page.goto(`${baseURL}${prefix}/resource/notion`);
        const slot = page.locator('.user-menu');
        const theme = page.locator('.site-header').getByRole('switch');
        const before = { slot: await slot.boundingBox(), theme: await theme.boundingBox() };
        release();
        const avatar = slot.getByRole('button');
        await avatar.waitFor();
        expect({ slot: await slot.boundingBox(), theme: await theme.boundingBox() }, prefix || 'English').toEqual(
          before,
        );
        // The same space as between the header's other buttons, not a Sign In button's width of nothing.
        const gap = (await avatar.boundingBox())!.x - (before.theme!.x + before.theme!.width);
        expect(gap, prefix || 'English').toBeLessThanOrEqual(12);
      } finally {
        await context.close();
      }
    }
  });

  it('draws the back link at the top of a screen the same on every screen that has one', async () => {
    const paths = [
      '/category/research',
      '/majors',
      '/majors/computer-science',
      '/trending',
      '/bulletin/scholarship-guide',
      '/bulletin-board/submit',
    ];
    const looks = await lookOnEach(
      paths,
      (page) => page.locator('main a.back-link'),
      (a) => {
        const style = getComputedStyle(a);
        const arrow = getComputedStyle(a, '::before').content;
        return [arrow, style.color, style.fontSize, style.fontWeight, style.textDecorationLine].join(' ');
      },
    );
    // The arrow is drawn, with no text for screen readers; muted, small and bold, like the first.
    expect(looks['/category/research']).toMatch(/^"←" \/ ""/);
    for (const look of Object.values(looks)) expect(look).toBe(looks['/category/research']);
  });

  it("draws every screen's title in one size and weight, from the top of its page, its lead just under it", async () => {
    const looks = await lookOnEach(
      ['/browse', '/bulletin-board', '/submit', '/forgot-password', '/toolkits'],
      (page) => page.getByRole('heading', { level: 1 }),
      (h1) => {
        const style = getComputedStyle(h1);
        const box = h1.getBoundingClientRect();
        // The line under a title (the forgot-password page has a form there instead).
        const lead = h1.nextElementSibling;
        const leadGap = lead?.tagName === 'P' ? lead.getBoundingClientRect().top - box.bottom : 8;
        return [style.fontSize, style.fontWeight, Math.round(box.top), Math.round(leadGap)].join(' ');
      },
    );
    for (const look of Object.values(looks)) expect(look).toBe(looks['/browse']);
  });

  it('sends /resources (linked from a failed toolkit load) to /browse', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(`${baseURL}/resources`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/browse');
    await close();
  });

  it('shows a 404 page for an unknown path', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(`${baseURL}/no/such/page`);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    await close();
  });

  it('shows the mobile bottom navigation on a phone-sized screen', async () => {
    const { page, close } = await newPage(browser(), { mobile: true });
    await page.goto(baseURL);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    for (const label of ['Home', 'Browse', 'Saved', 'Account']) {
      expect(await nav.getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    await close();
  });

  it('hides the bottom navigation on a desktop-sized screen', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(baseURL);
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await close();
  });
});

describe('the real worker', () => {
  it('answers /api/health with D1, KV and R2 ok', async () => {
    const response = await fetch(`${baseURL}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { checks: Record<string, { ok: boolean }> };
    expect(Object.fromEntries(Object.entries(body.checks).map(([k, v]) => [k, v.ok]))).toEqual({
      d1: true,
      kv: true,
      r2: true,
    });
  });
});
