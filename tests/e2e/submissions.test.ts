// Resource submissions end to end in Chromium against the real worker: a student suggests two resources on
// /submit; an admin edits and approves one and rejects the other in /admin; a second tab, open all along,
// hears catalog-updated on the 'system' channel and finds the approved one in the search overlay and on its
// category page without a reload; the rejected one never appears; the student sees both decisions in
// /submissions. Then the site notice reaches open pages, and /test-import shows raw responses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, WebSocket as PageSocket } from 'playwright-core';
import { newPage, signUpFromPage, useBrowser } from './browser';
import { writeLocalD1 } from './local-d1-file';
import { baseURL, seededState } from './seeded-worker';

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const password = 'correct-horse-42';
const submitterEmail = `e2e-sub-${unique}@example.edu`;
const adminEmail = `e2e-admin-${unique}@example.edu`;
const approvedName = `Zebra Notes ${unique}`;
const rejectedName = `Spammy Deals ${unique}`;
const WAIT = { timeout: 20_000 };

const browser = useBrowser();
let submitter: Page;
let admin: Page;
let viewer: Page;
let viewerFrames: string[];
const closers: (() => Promise<void>)[] = [];
const pageErrors: string[][] = [];

async function open(): Promise<Page> {
  const { page, errors, close } = await newPage(browser());
  closers.push(close);
  pageErrors.push(errors);
  return page;
}

async function signUpIn(page: Page, email: string) {
  await page.goto(baseURL);
  expect(await signUpFromPage(page, email, password)).toBe(201);
}

/** Makes an e-mail an admin in the running worker's local D1. */
const makeAdmin = (email: string) =>
  writeLocalD1(seededState, `insert or ignore into admin_users (email) values ('${email}')`);

async function suggest(name: string, url: string) {
  await submitter.goto(`${baseURL}/submit`);
  await submitter.getByLabel('Resource Name').fill(name);
  await submitter.getByLabel('Website URL').fill(url);
  await submitter.getByLabel('Description').fill('A free tool that keeps lecture notes tidy and searchable.');
  await submitter.getByLabel('Category').selectOption({ label: 'Learning' });
  await submitter.getByRole('button', { name: 'Submit Resource' }).click();
  await submitter
    .getByText('Thanks for your submission! It will be reviewed shortly and published if approved.')
    .waitFor(WAIT);
}

beforeAll(async () => {
  submitter = await open();
  admin = await open();
  viewer = await open();
  await signUpIn(submitter, submitterEmail);
  makeAdmin(adminEmail);
  await signUpIn(admin, adminEmail);
  // The second tab: open on the home page, subscribed to the channel before anything is approved.
  viewerFrames = [];
  const joined = new Promise<void>((resolve) => {
    viewer.on('websocket', (socket: PageSocket) => {
      socket.on('framereceived', ({ payload }) => {
        viewerFrames.push(String(payload));
        if (String(payload).includes('"joined"')) resolve();
      });
    });
  });
  await viewer.goto(baseURL);
  await joined;
});

afterAll(async () => {
  for (const close of closers) await close();
});

describe('resource submissions', () => {
  it('shows field errors from the shared rules before anything is sent', async () => {
    await submitter.goto(`${baseURL}/submit`);
    await submitter.getByLabel('Resource Name').fill('Z');
    await submitter.getByLabel('Website URL').fill('javascript:alert(1)');
    await submitter.getByRole('button', { name: 'Submit Resource' }).click();
    await submitter.getByText('Resource Name must be at least 2 characters long.').waitFor(WAIT);
    await submitter.getByText('Website URL must be a web address starting with http:// or https://.').waitFor();
    expect(await submitter.getByText("We'll contact you if we need more information").count()).toBe(1);
  });

  it('takes two suggestions; an admin approves one with edits and rejects the other', async () => {
    // The second tab sits on the category page the approved resource will join, and stays there.
    await viewer.getByRole('link', { name: 'Browse Learning category' }).click();
    await viewer.getByRole('heading', { level: 1, name: 'Learning' }).waitFor(WAIT);
    await suggest(`zebra draft ${unique}`, `https://zebra-${unique}.example.org`);
    await suggest(rejectedName, `https://spammy-${unique}.example.org`);

    await admin.goto(`${baseURL}/admin`);
    const card = admin.getByRole('article', { name: `Submission zebra draft ${unique}` });
    await card.waitFor(WAIT);
    await card.getByLabel('Resource Name').fill(approvedName);
    await card.getByRole('checkbox', { name: 'Free', exact: true }).check();
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText(`Approved "${approvedName}": it is now in the catalog.`).waitFor(WAIT);

    const rejected = admin.getByRole('article', { name: `Submission ${rejectedName}` });
    await rejected.getByLabel('Reason for rejection').fill('Not a student resource.');
    await rejected.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => rejected.count(), WAIT).toBe(0);
  });

  it('reaches the open second tab: catalog-updated, then search and its category list show it, no reload', async () => {
    await expect.poll(() => viewerFrames.some((f) => f.includes('"catalog-updated"')), WAIT).toBe(true);
    // Still the same document: nothing reloaded it.
    const marker = await viewer.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
      return 42;
    });
    // The open category page lists it without any navigation: its loader reran on catalog-updated.
    await viewer.getByRole('heading', { name: approvedName }).waitFor(WAIT);
    expect(await viewer.getByRole('heading', { name: rejectedName }).count()).toBe(0);
    await viewer.getByRole('button', { name: 'Search' }).click();
    const dialog = viewer.getByRole('dialog', { name: 'Search Quadkit' });
    const input = dialog.getByRole('combobox', { name: 'Search resources and toolkits' });
    await input.fill(`Zebra Notes ${unique}`);
    await dialog.getByRole('option', { name: new RegExp(approvedName) }).waitFor(WAIT);
    await input.fill(rejectedName);
    // No resource has every word, so search relaxes to the words that match ('deals') and says so; the
    // rejected resource is never among what it shows.
    await dialog.getByText(new RegExp(`^No exact match for "${rejectedName}"`)).waitFor(WAIT);
    expect(await dialog.getByRole('option', { name: new RegExp(rejectedName) }).count()).toBe(0);
    await viewer.keyboard.press('Escape');
    expect(await viewer.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);
  });

  it('shows the submitter both decisions in /submissions', async () => {
    await submitter.goto(`${baseURL}/submissions`);
    const list = submitter.getByRole('list', { name: 'Your resource submissions' });
    await list.waitFor(WAIT);
    const approved = list.getByRole('listitem').filter({ hasText: approvedName });
    await approved.getByText('Approved', { exact: true }).waitFor(WAIT);
    const rejected = list.getByRole('listitem').filter({ hasText: rejectedName });
    await rejected.getByText('Rejected', { exact: true }).waitFor();
    await rejected.getByText('Reason: Not a student resource.').waitFor();
  });

  it('puts an admin notice on every open page and takes it down again', async () => {
    await admin.goto(`${baseURL}/admin#site-notice`);
    await admin.getByLabel('Notice text').fill(`Maintenance ${unique}`);
    await admin.getByRole('button', { name: 'Show notice' }).click();
    const banner = viewer.getByRole('status', { name: 'Site notice' });
    await expect.poll(() => banner.textContent(), WAIT).toBe(`Maintenance ${unique}`);
    await admin.getByRole('button', { name: 'Clear notice' }).click();
    await expect.poll(() => banner.count(), WAIT).toBe(0);
  });

  it('answers non-admins on /admin with the not-found page', async () => {
    await submitter.goto(`${baseURL}/admin`);
    await submitter.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor(WAIT);
  });

  it('/test-import shows raw responses, and explains itself to non-admins', async () => {
    await submitter.goto(`${baseURL}/test-import`);
    await submitter.getByText('This page is for admins', { exact: false }).waitFor(WAIT);
    expect(await submitter.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await submitter.getByRole('button', { name: 'Test Import' }).click();
    await expect.poll(() => submitter.getByTestId('raw-status').textContent(), WAIT).toMatch(/^403/);

    await admin.goto(`${baseURL}/test-import`);
    await admin.getByRole('button', { name: 'Test Import' }).click();
    await expect.poll(() => admin.getByTestId('raw-status').textContent(), WAIT).toMatch(/^200/);
    expect(await admin.getByTestId('raw-body').textContent()).toContain('"majors"');
    await admin.getByRole('button', { name: 'Test Invalid Method' }).click();
    await expect.poll(() => admin.getByTestId('raw-status').textContent(), WAIT).toMatch(/^405/);
    expect(await admin.getByTestId('raw-headers').textContent()).toContain('allow: POST');
    await admin.getByRole('button', { name: 'Test Missing Auth' }).click();
    await expect.poll(() => admin.getByTestId('raw-status').textContent(), WAIT).toMatch(/^401/);
  });

  it('raised no page errors', () => {
    for (const errors of pageErrors) expect(errors).toEqual([]);
  });
});
