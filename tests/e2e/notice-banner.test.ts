// With an admin's site notice set, the header stays usable: the notice takes its own place above the
// sticky header (nothing covered), so the logo, Search, Dark mode and Sign In are what a click at their centre hits
// (elementFromPoint), on a desktop (1280x800) and a phone (390x844), at the top of the page and scrolled. The worker
// draws the notice into the page, so the header is where it ends up from the first paint (no layout shift).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type ApiSession, signUpSession } from './api-session';
import { newPage, useBrowser } from './browser';
import { writeLocalD1 } from './local-d1-file';
import { baseURL, seededState } from './seeded-worker';

const browser = useBrowser();
const TEXT =
  'Scheduled maintenance on Saturday from 02:00 to 04:00 UTC: saving and sign-in may be slow while we upgrade.';
let admin: ApiSession;

beforeAll(async () => {
  admin = await signUpSession(baseURL, 'notice-admin');
  writeLocalD1(seededState, `insert or ignore into admin_users (email) values ('${admin.email}')`);
  expect((await admin.send('PUT', '/api/admin/notice', { text: TEXT })).status).toBe(200);
});

// Every other file shares this worker: the notice must not outlive this one.
afterAll(async () => {
  expect((await admin.send('DELETE', '/api/admin/notice')).status).toBe(200);
});

/** For each control: whether a click at its centre reaches it (the element there is it or inside it). */
const reachable = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('.site-header')!;
    const controls = {
      logo: header.querySelector('a.site-header__brand'),
      search: header.querySelector('button[aria-label="Search"]'),
      theme: header.querySelector('button[aria-label="Dark mode"]'),
      signIn: [...header.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Sign In') ?? null,
    };
    return Object.fromEntries(
      Object.entries(controls).map(([name, element]) => {
        if (!element) return [name, 'missing'];
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return [name, hit && element.contains(hit) ? 'ok' : `covered by ${hit?.className || hit?.tagName}`];
      }),
    );
  });

const EVERY_CONTROL_OK = { logo: 'ok', search: 'ok', theme: 'ok', signIn: 'ok' };

describe('the site notice and the header', () => {
  it("is drawn by the worker into a public page's HTML", async () => {
    for (const path of ['/', '/browse']) {
      const html = await (await fetch(`${baseURL}${path}`)).text();
      expect(html, path).toMatch(/<div class="notice-banner" role="status" aria-label="Site notice">/);
      expect(html, path).toContain('Scheduled maintenance on Saturday');
    }
  });

  for (const [label, viewport] of [
    ['desktop 1280x800', { width: 1280, height: 800 }],
    ['phone 390x844', { width: 390, height: 844 }],
  ] as const) {
    it(`leaves the logo, Search, Dark mode and Sign In clickable on a ${label}`, async () => {
      const { page, errors, close } = await newPage(browser(), { viewport });
      try {
        // Where the header is when the worker's HTML is parsed, before any script of the app ran.
        await page.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => {
            const header = document.querySelector('.site-header');
            (window as unknown as { firstHeaderTop?: number }).firstHeaderTop = header?.getBoundingClientRect().top;
          });
        });
        await page.goto(baseURL);
        const banner = page.getByRole('status', { name: 'Site notice' });
        await banner.waitFor();
        expect(await banner.textContent()).toBe(TEXT);
        await page.getByRole('button', { name: 'Sign In' }).waitFor();
        // The notice sits above the header, which starts where the notice ends.
        const [bannerBox, headerBox] = await Promise.all([
          banner.boundingBox(),
          page.locator('.site-header').boundingBox(),
        ]);
        expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(headerBox!.y + 0.5);
        // Once the live channel has joined (its 'joined' carries the notice), the header has not moved.
        await page.waitForTimeout(1500);
        const firstTop = await page.evaluate(() => (window as unknown as { firstHeaderTop?: number }).firstHeaderTop);
        expect(firstTop).toBeGreaterThan(0);
        expect(await page.locator('.site-header').evaluate((h) => h.getBoundingClientRect().top)).toBe(firstTop);
        expect(await reachable(page)).toEqual(EVERY_CONTROL_OK);
        // Scrolled, the header stays at the top and clickable.
        await page.evaluate(() => window.scrollTo(0, 600));
        await expect.poll(() => page.locator('.site-header').evaluate((h) => h.getBoundingClientRect().top)).toBe(0);
        expect(await reachable(page)).toEqual(EVERY_CONTROL_OK);
        // And a click on the logo really goes home from another page.
        await page.goto(`${baseURL}/browse`);
        await banner.waitFor();
        await page.locator('a.site-header__brand').click({ trial: false });
        await page.waitForURL(`${baseURL}/`);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
