// Accounts end to end in Chromium against the real worker: sign up and onboard, the user menu, a reload that
// keeps the session, sign out and in, an avatar upload shown in the header, and deleting the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, useBrowser } from './browser';
import { baseURL } from './seeded-worker';

// Unique per run, so reruns against kept state never collide with an earlier account.
const email = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.edu`;
const password = 'correct-horse-42';
const major = 'Computer Science';
/** A real 8x8 PNG (indigo), small enough to keep inline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPwd3uKFTEMLQkAx2Rege9i6lUAAAAASUVORK5CYII=',
  'base64',
);

const browser = useBrowser();
let page: Page;
let errors: string[];
let close: () => Promise<void>;

const accountButton = () => page.getByRole('button', { name: `Account menu for ${email}` });
const signInButton = () => page.getByRole('banner').getByRole('button', { name: 'Sign In' });

async function fillCredentials() {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill(password);
}

async function signIn() {
  await signInButton().click();
  await fillCredentials();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign In' }).click();
}

beforeAll(async () => {
  ({ page, errors, close } = await newPage(browser()));
});

afterAll(async () => {
  await close?.();
});

// One story in order (tests in a file run one after another): each step starts where the previous one ended.
describe('accounts', () => {
  it('signs up and completes the onboarding wizard to the end', async () => {
    await page.goto(baseURL);
    await signInButton().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await fillCredentials();
    await dialog.getByRole('button', { name: 'Sign Up' }).click();

    await dialog.getByRole('heading', { name: 'Welcome aboard!' }).waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Your studies' }).waitFor();
    expect(await dialog.getByLabel('Study level').inputValue()).toBe('undergraduate');
    await dialog.getByLabel('Major').fill(major);
    expect(await dialog.getByLabel('Graduation year').inputValue()).toBe(String(new Date().getFullYear() + 4));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'AI Tools' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Career Preparation' }).click();
    await dialog.getByRole('button', { name: 'Get Started' }).click();
    await dialog.waitFor({ state: 'detached' });

    const profile = await page.evaluate(async () => (await fetch('/api/profile')).json());
    expect(profile.profile).toMatchObject({
      study_level: 'Undergraduate',
      major,
      interests: ['AI Tools'],
      study_goals: ['career_preparation'],
      onboarded: true,
    });
  });

  it('shows the e-mail and "Undergraduate · {major}" in the user menu', async () => {
    await accountButton().click();
    const panel = page.locator(`#${await accountButton().getAttribute('aria-controls')}`.replaceAll(':', '\\:'));
    await panel.getByText(email).waitFor();
    await panel.getByText(`Undergraduate · ${major}`).waitFor();
    expect(await panel.getByRole('link', { name: 'Profile Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await page.keyboard.press('Escape');
    expect(await accountButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the session across a reload without ever drawing signed-out UI', async () => {
    // Watches every DOM change from the first byte: a Sign In button must never appear, even briefly.
    await page.addInitScript(() => {
      const w = window as unknown as { sawSignIn: boolean };
      w.sawSignIn = false;
      new MutationObserver(() => {
        if ([...document.querySelectorAll('button')].some((b) => b.textContent === 'Sign In')) w.sawSignIn = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await accountButton().waitFor();
    await page.getByRole('heading', { name: 'Resources for Students' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sawSignIn: boolean }).sawSignIn)).toBe(false);
  });

  it('signs out and stays on the page', async () => {
    await accountButton().click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await signInButton().waitFor();
    await page.getByText('You have been signed out.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
    expect(session).toEqual({ user: null });
  });

  it('signs in again with the same e-mail and password', async () => {
    await signIn();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await accountButton().waitFor();
  });

  it('uploads an avatar on the dashboard and shows it in the header', async () => {
    await accountButton().click();
    await page.getByRole('link', { name: 'Profile Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile Dashboard' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByLabel('Change photo').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Your profile photo has been updated.').waitFor();

    const headerImage = accountButton().locator('img');
    await headerImage.waitFor();
    expect(await headerImage.getAttribute('src')).toMatch(/^\/api\/avatars\/[\w-]+-[0-9a-f]{32}\.png$/);
    // Really served and decoded, not just a src attribute.
    await expect.poll(() => headerImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  });

  it('deletes the account through the Danger Zone, after which the password no longer signs in', async () => {
    await page.getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Your account has been permanently deleted.').waitFor();
    await page.waitForURL(`${baseURL}/`);
    await signInButton().waitFor();

    await signIn();
    const alert = page.getByRole('dialog').getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('Invalid login credentials');
    expect(errors).toEqual([]);
  });
});
