// Eligibility in Chromium: a high-school student in Canada sees 'You qualify' on the Common App's page,
// and /browse's 'For me' filter (written to the URL) hides the U.S.-only graduate Presidential Management Fellows.
import { describe, expect, it } from 'vitest';
import { newPage, signUpWithProfile, useBrowser } from './browser';
import { baseURL } from './seeded-worker';

const browser = useBrowser();
const WAIT = { timeout: 15_000 };

describe('eligibility', () => {
  it("shows 'You qualify' and the For me filter hides U.S.-only graduate resources", async () => {
    const { page, errors, close } = await newPage(browser());
    await page.goto(`${baseURL}/`);
    const email = `canada-${Date.now().toString(36)}@example.edu`;
    const profile = { study_level: 'High School', country: 'CA', onboarded: true };
    expect(await signUpWithProfile(page, email, profile)).toEqual([201, 200]);

    await page.goto(`${baseURL}/resource/common-app`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe('Common App');
    await expect.poll(() => page.getByText('You qualify', { exact: true }).count(), WAIT).toBe(1);

    await page.goto(`${baseURL}/browse?q=Presidential`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Presidential Management Fellows (PMF)' }).count(), WAIT)
      .toBe(1);
    // A click, not check(): the box follows the URL, which the router renders in a transition, so on a busy
    // machine it shows ticked a moment after the click rather than at once.
    const forMe = page.getByRole('checkbox', { name: 'For me' }).first();
    await forMe.click();
    await expect.poll(() => forMe.isChecked(), WAIT).toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.get('for'), WAIT).toBe('me');
    await expect.poll(() => page.getByRole('heading', { name: 'No resources found' }).count(), WAIT).toBe(1);
    expect(await page.getByRole('heading', { name: 'Presidential Management Fellows (PMF)' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
