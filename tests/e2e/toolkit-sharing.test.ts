// Sharing and remix end to end, one journey in Chromium against the real worker: user A makes an
// unlisted toolkit and copies its link; user B opens the link, makes a copy and edits it; A's page shows
// 'Used by 1'; A revokes the link, and B's old link answers HTTP 404 while B's copy survives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signUpFromPage, useBrowser } from './browser';
import { baseURL } from './seeded-worker';

const unique = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const ownerEmail = `e2e-share-a-${unique}@example.edu`;
const remixerEmail = `e2e-share-b-${unique}@example.edu`;
const password = 'correct-horse-42';
const kitTitle = `Shared kit ${unique}`;
const copyTitle = `My remix ${unique}`;

const browser = useBrowser();
let owner: Page;
let remixer: Page;
let ownerErrors: string[];
let remixerErrors: string[];
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const a = await newPage(browser());
  const b = await newPage(browser(), { mobile: true });
  ({ page: owner, errors: ownerErrors } = a);
  ({ page: remixer, errors: remixerErrors } = b);
  closers.push(a.close, b.close);
  await owner.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await owner.goto(baseURL);
  await remixer.goto(baseURL);
  expect(await signUpFromPage(owner, ownerEmail, password)).toBe(201);
  expect(await signUpFromPage(remixer, remixerEmail, password)).toBe(201);
});

afterAll(async () => {
  for (const close of closers) await close();
});

describe('sharing and remixing a toolkit', () => {
  it('shares an unlisted toolkit by link, remixes it, counts the copy and revokes the link', async () => {
    // A builds an unlisted toolkit of one resource.
    const notion = await owner.evaluate(async () => (await (await fetch('/api/resources/notion')).json()).resource);
    await owner.goto(`${baseURL}/dashboard/create-toolkit`);
    await owner.getByLabel('Title').fill(kitTitle);
    await owner.getByLabel('Description').fill('The tools our study group shares, not for everyone.');
    await owner.getByLabel('Find resources').fill(notion.title);
    await owner.getByRole('button', { name: `Add ${notion.title}`, exact: true }).click();
    await owner.getByRole('radio', { name: /^Unlisted/ }).check();
    await owner.getByRole('button', { name: 'Create Toolkit' }).click();
    await owner.getByText('Toolkit created successfully!').waitFor();
    await owner.waitForURL(/\/toolkit\/[^/?]+$/);
    const kitPath = new URL(owner.url()).pathname;
    await owner.getByRole('heading', { level: 1, name: kitTitle }).waitFor();
    expect(await owner.locator('meta[name="robots"][content="noindex"]').count()).toBe(1);

    // The link, read from the page; 'Copy link' says so with a toast.
    const link = await owner.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL}${kitPath}\\?share=[\\w-]{32}$`));
    await owner.getByRole('button', { name: 'Copy link' }).click();
    await owner.getByText('Link copied').waitFor();
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // B opens the link, makes a copy (plain-text attribution: the original is unlisted) and edits it.
    const opened = await remixer.goto(link);
    expect(opened?.status()).toBe(200);
    await remixer.getByRole('heading', { level: 1, name: kitTitle }).waitFor();
    expect(await remixer.getByRole('textbox', { name: 'Share link' }).count()).toBe(0);
    await remixer.getByRole('button', { name: 'Make a copy' }).click();
    await remixer.getByText('Copy saved to your toolkits').waitFor();
    await remixer.waitForURL((url) => url.pathname.startsWith('/toolkit/') && url.pathname !== kitPath);
    const copyPath = new URL(remixer.url()).pathname;
    // The owner set no display name: the credit says 'A Quadkit student', never a part of their e-mail.
    await remixer.getByText(`Remixed from ${kitTitle} by A Quadkit student`).waitFor();
    expect(await remixer.getByText(ownerEmail.split('@')[0]!, { exact: false }).count()).toBe(0);
    await remixer.getByText('Private', { exact: true }).waitFor();
    await remixer.getByRole('link', { name: 'Edit', exact: true }).click();
    await remixer.getByLabel('Title').fill(copyTitle);
    await remixer.getByRole('button', { name: 'Save Changes' }).click();
    await remixer.getByText('Toolkit updated successfully!').waitFor();
    await remixer.getByRole('heading', { level: 1, name: copyTitle }).waitFor();

    // A sees the copy counted, then revokes the link.
    await owner.reload();
    await owner.getByText('Used by 1', { exact: true }).waitFor();
    await owner.getByRole('button', { name: 'Revoke link' }).click();
    await owner.getByText('Link revoked').waitFor();
    await owner.getByRole('button', { name: 'New link' }).waitFor();
    expect(await owner.getByRole('textbox', { name: 'Share link' }).count()).toBe(0);

    // B's old link is gone (a real 404), B's copy is not.
    const revoked = await remixer.goto(link);
    expect(revoked?.status()).toBe(404);
    await remixer.getByRole('heading', { name: 'Toolkit not found' }).waitFor();
    const copy = await remixer.goto(`${baseURL}${copyPath}`);
    expect(copy?.status()).toBe(200);
    await remixer.getByRole('heading', { level: 1, name: copyTitle }).waitFor();

    expect(ownerErrors).toEqual([]);
    expect(remixerErrors).toEqual([]);
  });
});
