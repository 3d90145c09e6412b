// Account safety end to end in Chromium against the real worker: changing the password signs out a
// second browser; a reset by e-mail works through the dev mailbox; a used link is refused; known and unknown
// e-mails get the same answer.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiStatus, newPage, useBrowser } from './browser';
import { baseURL } from './seeded-worker';

const browser = useBrowser();
const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.edu`;
const PASSWORD = 'correct-horse-42';
const NEW_PASSWORD = 'violet-lantern-93';
const RESET_ANSWER =
  'If an account exists for that e-mail, we have sent it a link to choose a new password. The link works once, for 30 minutes.';

/** Signs up or in from the page's own origin, so the session cookie lands in that browser context. */
async function authenticate(page: Page, path: 'sign-up' | 'sign-in', email: string, password = PASSWORD) {
  await page.goto(`${baseURL}/`);
  const status = await apiStatus(page, `/api/auth/${path}`, { email, password });
  expect(status).toBe(path === 'sign-up' ? 201 : 200);
}

const sessionUser = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/auth/session')).json()) as { user: unknown }).user);

async function requestReset(page: Page, email: string): Promise<string> {
  await page.goto(`${baseURL}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  return (await page.getByRole('status').textContent()) ?? '';
}

async function resetLink(page: Page, email: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    await page.goto(`${baseURL}/dev/mailbox?to=${encodeURIComponent(email)}`);
    const text = (await page.locator('body').textContent()) ?? '';
    const link = /(http:\/\/\S+\/reset-password\?token=[\w-]{43})/.exec(text)?.[1];
    if (link) return link;
    await page.waitForTimeout(250);
  }
  throw new Error(`no reset e-mail for ${email}`);
}

describe('account safety', () => {
  it('changing the password on the dashboard signs out a second browser', async () => {
    const email = uniqueEmail('change');
    const first = await newPage(browser());
    const second = await newPage(browser());
    await authenticate(first.page, 'sign-up', email);
    await authenticate(second.page, 'sign-in', email);
    expect(await sessionUser(second.page)).not.toBeNull();

    await first.page.goto(`${baseURL}/dashboard`);
    await first.page.getByRole('heading', { name: 'Signed-in devices' }).waitFor();
    await first.page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem').nth(1).waitFor();
    await first.page.getByLabel('Current password').fill(PASSWORD);
    await first.page.getByLabel('New password').fill(NEW_PASSWORD);
    await first.page.getByRole('button', { name: 'Change password' }).click();
    await first.page.getByText('Your password was changed. Every other device was signed out.').waitFor();

    expect(await sessionUser(second.page)).toBeNull();
    expect(await sessionUser(first.page)).not.toBeNull();
    await second.page.goto(`${baseURL}/dashboard`);
    await second.page.getByText('Please sign in to view your profile.').waitFor();
    expect([...first.errors, ...second.errors]).toEqual([]);
    await first.close();
    await second.close();
  });

  it('resets a forgotten password by e-mail, and refuses the used link', async () => {
    const email = uniqueEmail('reset');
    const { page, errors, close } = await newPage(browser());
    await authenticate(page, 'sign-up', email);
    await page.evaluate(() => fetch('/api/auth/sign-out', { method: 'POST' }));

    expect(await requestReset(page, email)).toBe(RESET_ANSWER);
    const link = await resetLink(page, email);
    await page.goto(link);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password was reset. Sign in with your new password.').waitFor();
    await authenticate(page, 'sign-in', email, NEW_PASSWORD);

    // The same link a second time.
    await page.goto(link);
    await page.getByLabel('New password').fill('another-good-one-7');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('This reset link is invalid, used or expired. Ask for a new one.').waitFor();
    // A made-up (or expired) token gets the same refusal.
    await page.goto(`${baseURL}/reset-password?token=${'x'.repeat(43)}`);
    await page.getByLabel('New password').fill('another-good-one-7');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('This reset link is invalid, used or expired. Ask for a new one.').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('answers an unknown e-mail exactly like a known one', async () => {
    const known = uniqueEmail('known');
    const { page, close } = await newPage(browser());
    await authenticate(page, 'sign-up', known);
    await page.evaluate(() => fetch('/api/auth/sign-out', { method: 'POST' }));
    const forKnown = await requestReset(page, known);
    const forUnknown = await requestReset(page, uniqueEmail('nobody'));
    expect(forUnknown).toBe(forKnown);
    expect(forKnown).toBe(RESET_ANSWER);
    await close();
  });

  it('draws the forgot-password form apart on a direct visit, its button at its own width', async () => {
    // Nothing else has loaded: the form's layout must come with the page, not with the sign-in dialog.
    const { page, close } = await newPage(browser());
    await page.goto(`${baseURL}/forgot-password`);
    const email = await page.getByLabel('E-mail').boundingBox();
    const button = await page.getByRole('button', { name: 'Send reset link' }).boundingBox();
    expect(button!.y - (email!.y + email!.height)).toBeGreaterThanOrEqual(12);
    expect(button!.width).toBeLessThan(email!.width);
    await close();
  });
});
