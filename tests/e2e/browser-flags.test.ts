// The test browser's --disable-features (tests/e2e/browser.ts) repeats playwright-core's own list, since Chromium
// reads only the last such flag: this says which of Playwright's features a newer playwright-core added and the
// copy lacks, instead of letting them switch back on unnoticed.
import { chromium } from 'playwright-core';
import { expect, it } from 'vitest';
import { LAUNCH_OPTIONS } from './browser';

it("keeps playwright-core's disabled features beside its own", async () => {
  // The browser reports its command line only to an automation client (the headless shell has no chrome://version).
  const browser = await chromium.launch({ ...LAUNCH_OPTIONS, args: [...LAUNCH_OPTIONS.args, '--enable-automation'] });
  try {
    const cdp = await browser.newBrowserCDPSession();
    const { arguments: args } = await cdp.send('Browser.getBrowserCommandLine');
    const lists = args
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
