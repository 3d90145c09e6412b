// Offline and installable, in Chromium against the real worker: after one visit the service worker controls the
// page, and with the network gone /browse, a resource, the board, the dashboard and a built-in toolkit still open
// from its cache with the offline notice; the manifest is valid, its icons answer as PNGs and Chromium finds the site installable.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { STATIC_TOOLKITS } from '@quadkit/core/catalog/toolkits';
import { LAUNCH_OPTIONS } from './browser';
import { baseURL } from './seeded-worker';

const NOTICE = "You're offline. Showing saved content.";
const notion = RESOURCES.find((resource) => resource.id === 'notion')!;
const toolkit = STATIC_TOOLKITS[0]!;
/** The machine is shared: give each screen time to draw. */
const WAIT = { timeout: 15_000 };

describe('offline and installable', () => {
  it('opens /browse, a resource, the board, the dashboard and a built-in toolkit offline with the notice', async () => {
    // A persistent profile, as a visitor has: Chromium never offers to install from an incognito one.
    const profile = mkdtempSync(join(tmpdir(), 'quadkit-offline-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...LAUNCH_OPTIONS,
      serviceWorkers: 'allow',
      viewport: { width: 390, height: 844 },
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const notice = page.getByRole('status').filter({ hasText: NOTICE });
    try {
      await page.goto(`${baseURL}/browse`);
      await expect.poll(() => page.getByRole('heading', { name: 'Browse Resources' }).count(), WAIT).toBe(1);
      expect(await notice.count()).toBe(0);
      // Installed (precache done), active and in control of this page.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), WAIT)
        .toBe('activated');

      // Chromium's own installability checks: manifest, icons and a service worker with a fetch handler.
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
      expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
      await cdp.detach();

      await context.setOffline(true);
      await page.reload();
      await expect.poll(() => page.getByRole('heading', { name: 'Browse Resources' }).count(), WAIT).toBe(1);
      await expect.poll(() => page.locator('main').innerText(), WAIT).toMatch(/Showing 1–12 of \d+ resources/);
      await expect.poll(() => notice.count(), WAIT).toBe(1);

      // Never opened online: the precached route chunks and catalog answers carry these pages.
      await page.goto(`${baseURL}/resource/notion`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe(notion.title);
      await expect.poll(() => page.locator('main').innerText(), WAIT).toContain(notion.description);
      await expect.poll(() => notice.count(), WAIT).toBe(1);

      // The board (its first page kept at install) and the dashboard: the notice, never 'Something went wrong'.
      await page.goto(`${baseURL}/bulletin-board`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe('Bulletin Board');
      await expect.poll(() => page.getByRole('article').count(), WAIT).toBeGreaterThan(0);
      await expect.poll(() => notice.count(), WAIT).toBe(1);
      await page.goto(`${baseURL}/dashboard`);
      await expect.poll(() => notice.count(), WAIT).toBe(1);
      // No session can be checked offline: the signed-out dashboard's own words.
      await expect.poll(() => page.locator('main').innerText(), WAIT).toContain('Please sign in to view your profile.');
      expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);

      await page.goto(`${baseURL}/toolkit/${toolkit.id}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toContain(toolkit.title);
      await expect.poll(() => notice.count(), WAIT).toBe(1);

      // Back online, the next page comes from the network and the notice goes.
      await context.setOffline(false);
      await page.reload();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toContain(toolkit.title);
      await expect.poll(() => notice.count(), WAIT).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }

    // The manifest is valid JSON naming the icons, each a PNG; the worker script is never served from a cache.
    const manifestResponse = await fetch(`${baseURL}/manifest.webmanifest`);
    expect(manifestResponse.headers.get('Content-Type')).toContain('application/manifest+json');
    const manifest = (await manifestResponse.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'Quadkit', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const image = await fetch(new URL(icon.src, baseURL));
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('Content-Type'), icon.src).toBe('image/png');
      expect(
        Buffer.from(await image.arrayBuffer())
          .subarray(1, 4)
          .toString(),
        icon.src,
      ).toBe('PNG');
    }
    const worker = await fetch(`${baseURL}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('Cache-Control')).toBe('no-cache');
  });
});
