// Catalog trust end to end, on a worker of its own started fresh (no activity, nothing checked): /trending and home's
// Trending Now say the list is not live; the cron's link check stays off the network locally, so pages still say
// 'Not yet verified'; and a Desmos-style duplicate is flagged to the submitter with a link and rejected from the
// admin card in one click.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signUpFromPage, useBrowser } from './browser';
import { startFreshWorker } from './fresh-worker';
import { writeLocalD1 } from './local-d1-file';
import type { LocalWorker } from './local-worker';
import { scheduledURL } from './test-config';

const root = process.cwd();
const NAME = 'catalog-trust';
const WAIT = { timeout: 20_000 };
const browser = useBrowser();
let worker: LocalWorker;
const closers: (() => Promise<void>)[] = [];
const pageErrors: string[][] = [];

async function open(): Promise<Page> {
  const { page, errors, close } = await newPage(browser());
  closers.push(close);
  pageErrors.push(errors);
  return page;
}

beforeAll(async () => {
  worker = await startFreshWorker(root, NAME, undefined, inject('pristineState'), inject('workerConfig'));
});

afterAll(async () => {
  for (const close of closers.splice(0)) await close();
  await worker?.stop();
});

describe('a fresh start', () => {
  it("says /trending is not live: 'Popular picks while trending warms up', no #1, Hot or score", async () => {
    const api = (await (await fetch(`${worker.url}/api/trending?window_days=14&limit=50`)).json()) as {
      source: string;
    };
    expect(api.source).toBe('fallback');
    const page = await open();
    await page.goto(`${worker.url}/trending`);
    await page.getByText(/Popular picks while trending warms up/).waitFor(WAIT);
    const main = await page.locator('main').innerText();
    expect(main).not.toMatch(/viewing and saving most right now/);
    const list = page.getByRole('list', { name: 'Trending resources' });
    await expect.poll(() => list.locator(':scope > li').count(), WAIT).toBeGreaterThan(0);
    expect(await list.getByText(/^#\d+$/).count()).toBe(0);
    expect(await list.getByText('Hot', { exact: true }).count()).toBe(0);
    expect(await list.getByText(/^Score \d+$/).count()).toBe(0);

    await page.goto(worker.url);
    const section = page.getByRole('region', { name: 'Trending Now' });
    await section.getByText(/Popular picks while trending warms up/).waitFor(WAIT);
    expect(await section.getByText('Hot', { exact: true }).count()).toBe(0);
    expect(pageErrors.flat()).toEqual([]);
  });

  it("keeps 'Not yet verified' after the cron ran: the local link check touches no site and stamps no date", async () => {
    const cron = await fetch(scheduledURL(worker.url));
    expect([cron.status, await cron.text()]).toEqual([200, 'ok']);
    const answer = (await (await fetch(`${worker.url}/api/resources/desmos`)).json()) as {
      resource: { lastVerified?: string };
    };
    expect(answer.resource.lastVerified).toBeUndefined();
    const page = await open();
    await page.goto(`${worker.url}/resource/desmos`);
    await page.getByText('Not yet verified').first().waitFor(WAIT);
    expect(await page.locator('main').innerText()).not.toContain('Last verified');
  });
});

describe('a Desmos-style duplicate', () => {
  it('is flagged to the submitter with a link, and rejected from the admin card in one click', async () => {
    const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const submitter = await open();
    await submitter.goto(worker.url);
    expect(await signUpFromPage(submitter, `e2e-dup-${unique}@example.edu`, 'correct-horse-42')).toBe(201);
    await submitter.goto(`${worker.url}/submit`);
    await submitter.getByLabel('Resource Name').fill('Desmos Graphing Calculator');
    await submitter.getByLabel('Website URL').fill('https://www.desmos.com/calculator');
    await submitter.getByLabel('Description').fill('A free online graphing calculator for functions and data.');
    await submitter.getByLabel('Category').selectOption({ label: 'Learning' });
    await submitter.getByRole('button', { name: 'Submit Resource' }).click();
    const status = submitter.getByRole('status').filter({ hasText: 'This looks like' });
    await status.waitFor(WAIT);
    expect(await status.innerText()).toContain('This looks like Desmos Graphing Calculator, already in our catalog.');
    const link = status.getByRole('link', { name: 'Desmos Graphing Calculator' });
    expect(await link.getAttribute('href')).toBe('/resource/desmos');

    const adminEmail = `e2e-dup-admin-${unique}@example.edu`;
    const admin = await open();
    await admin.goto(worker.url);
    expect(await signUpFromPage(admin, adminEmail, 'correct-horse-42')).toBe(201);
    writeLocalD1(
      join(root, `tests/.artifacts/${NAME}-state`),
      `insert or ignore into admin_users (email) values ('${adminEmail}')`,
    );
    await admin.goto(`${worker.url}/admin`);
    const card = admin.getByRole('article', { name: 'Submission Desmos Graphing Calculator' });
    await card.waitFor(WAIT);
    expect(await card.getByRole('note').innerText()).toMatch(/Possible duplicate of Desmos Graphing Calculator/);
    await card.getByRole('button', { name: 'Reject as duplicate' }).click();
    await expect.poll(() => card.count(), WAIT).toBe(0);

    // The submitter reads why; search still finds one Desmos.
    await submitter.goto(`${worker.url}/submissions`);
    await submitter.getByText('Duplicate: Desmos Graphing Calculator is already in our catalog.').waitFor(WAIT);
    const search = (await (await fetch(`${worker.url}/api/search?q=desmos`)).json()) as {
      results: { title: string }[];
    };
    expect(search.results.filter((r) => r.title === 'Desmos Graphing Calculator')).toHaveLength(1);
    expect(pageErrors.flat()).toEqual([]);
  });
});
