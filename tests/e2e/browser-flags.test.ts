// The test browser's --disable-features (tests/e2e/browser.ts) repeats playwright-core's own list, since Chromium
// reads only the last such flag: this says which of Playwright's features a newer playwright-core added and the
// copy lacks, instead of letting them switch back on unnoticed.
import { expect, it } from 'vitest';
import { launchBrowser } from './browser';

it("keeps playwright-core's disabled features beside its own", async () => {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    const lists = commandLine
      .split(/\s+/)
      .filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    // Playwright's first, this repository's last (the one Chromium reads).
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const read = lists.at(-1)!;
    expect(lists[0]!.filter((feature) => !read.includes(feature))).toEqual([]);
    expect(read).toContain('WebUIOmniboxPopup');
  } finally {
    await browser.close();
  }
});
