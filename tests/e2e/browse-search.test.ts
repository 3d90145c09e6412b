// The search overlay in Chromium against the real worker: opened by the header button or Ctrl+K, searched
// as you type, navigated by keyboard, closed with Escape.
import { describe, expect, it } from 'vitest';
import { holdRequests, newPage, useBrowser } from './browser';
import { baseURL } from './seeded-worker';

const browser = useBrowser();
/** Screens wait on a lazy chunk and the API; the default one-second poll is too tight on a busy machine. */
const WAIT = { timeout: 15_000 };

describe('search overlay', () => {
  it("opens with Ctrl+K, finds 'pres', and ArrowDown then Enter lands on that resource's page", async () => {
    const { page, errors, close } = await newPage(browser());
    await page.goto(baseURL);
    await page.getByRole('button', { name: 'Search' }).waitFor();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search Quadkit' });
    const input = dialog.getByRole('combobox', { name: 'Search resources and toolkits' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement), WAIT).toBe(true);

    await page.keyboard.type('pres');
    const options = dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect.poll(() => options.count(), WAIT).toBeGreaterThan(1);
    const marked = await options.first().locator('mark').allTextContents();
    expect(marked.some((text) => text.toLowerCase().startsWith('pres'))).toBe(true);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    expect(await input.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    expect(await second.getAttribute('aria-selected')).toBe('true');
    const title = (await second.locator('.search-result__title').textContent())!;

    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toMatch(/^\/resource\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe(title);
    expect(await dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps what is typed while the overlay is still on its way, Backspace included', async () => {
    const { page, errors, close } = await newPage(browser());
    await page.goto(baseURL);
    await page.getByRole('button', { name: 'Search' }).waitFor();
    // The overlay's chunk arrives only after the typing: the keys have nowhere to go yet.
    const release = await holdRequests(page, /\/assets\/search-overlay-[^/]*\.js$/);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('notionn');
    await page.keyboard.press('Backspace');
    release();
    const dialog = page.getByRole('dialog', { name: 'Search Quadkit' });
    const input = dialog.getByRole('combobox', { name: 'Search resources and toolkits' });
    await expect.poll(() => input.inputValue(), WAIT).toBe('notion');
    await expect
      .poll(
        () =>
          dialog
            .getByRole('listbox', { name: 'Search results' })
            .getByRole('option')
            .first()
            .locator('.search-result__title')
            .textContent(),
        WAIT,
      )
      .toBe('Notion for Education');
    // Typing on goes on after what was kept, not over it.
    await page.keyboard.type(' ai');
    expect(await input.inputValue()).toBe('notion ai');
    // Closed and opened again, nothing typed in between: the last search is selected, to type over.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await expect
      .poll(() => input.evaluate((el: HTMLInputElement) => (el.selectionEnd ?? 0) - (el.selectionStart ?? 0)), WAIT)
      .toBe('notion ai'.length);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens from the header button, filters by type, and Escape closes it and returns focus', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(baseURL);
    const button = page.getByRole('button', { name: 'Search' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Search Quadkit' });
    await dialog.waitFor();

    await dialog.getByRole('button', { name: 'Toolkits' }).click();
    const options = dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect.poll(() => options.count(), WAIT).toBeGreaterThan(0);
    expect(await options.first().textContent()).toContain('Toolkit');

    await dialog.getByRole('combobox', { name: 'Search resources and toolkits' }).fill('zzqqxxyy');
    await expect.poll(() => dialog.getByRole('status').textContent(), WAIT).toBe('No results found for "zzqqxxyy"');

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
    // Radix gives focus back in a timer after the dialog unmounts, so the check waits for it.
    await expect.poll(() => button.evaluate((el) => el === document.activeElement), WAIT).toBe(true);
    await close();
  });

  it('keeps focus inside the overlay while tabbing', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(baseURL);
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search Quadkit' });
    await dialog.waitFor();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await close();
  });
});
