// Debian's Chromium through playwright-core, headless, with the flags this machine needs.
import { chromium, type Browser, type Page } from 'playwright-core';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/** A fresh page (own context: no shared storage) that fails the test on uncaught page errors. */
export async function newPage(browser: Browser, options: { colorScheme?: 'light' | 'dark'; mobile?: boolean } = {}) {
  const context = await browser.newContext({
    colorScheme: options.colorScheme ?? 'light',
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
  });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors, close: () => context.close() };
}
