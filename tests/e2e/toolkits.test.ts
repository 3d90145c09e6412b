// Saving and toolkits end to end in Chromium against the real worker: a signed-out save (and its sign-in
// prompt) that reaches the server on sign-up; then a toolkit built through the editor, made private and
// public again while a second user looks, seen on /toolkits and the home showcase, edited and deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signUpFromPage, useBrowser } from './browser';
import { baseURL } from './seeded-worker';

const unique = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const email = `e2e-kit-${unique}@example.edu`;
const otherEmail = `e2e-kit-other-${unique}@example.edu`;
const password = 'correct-horse-42';
const kitTitle = `Finals kit ${unique}`;
const editedTitle = `Finals kit (edited) ${unique}`;

interface Named {
  id: string;
  title: string;
}

const browser = useBrowser();
/** The signed-out visitor who signs up and owns the toolkit. */
let page: Page;
let errors: string[];
let close: () => Promise<void>;
/** A second user, signed in, who must not see the private toolkit. */
let other: Page;
let otherErrors: string[];
let closeOther: () => Promise<void>;
/** Two resources of the research toolkit, saved signed out. */
let saved: Named[];
/** Three catalog resources the toolkit is built from. */
let picks: Named[];
let kitId: string;

const getJson = async <T>(on: Page, path: string): Promise<{ status: number; body: T }> =>
  on.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, body: await response.json() };
  }, path);

const resourceRow = (title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

async function openEditor(on: Page, id: string) {
  await on.goto(`${baseURL}/dashboard/edit-toolkit/${id}`);
  await on.getByRole('button', { name: 'Save Changes' }).waitFor();
}

async function saveChanges(on: Page) {
  await on.getByRole('button', { name: 'Save Changes' }).click();
  await on.getByText('Toolkit updated successfully!').waitFor();
  await on.waitForURL(`${baseURL}/toolkit/${kitId}`);
}

beforeAll(async () => {
  ({ page, errors, close } = await newPage(browser()));
  ({ page: other, errors: otherErrors, close: closeOther } = await newPage(browser(), { mobile: true }));
  await page.goto(baseURL);
  const research = await getJson<{ toolkit: { resources: Named[] } }>(page, '/api/toolkits/research-toolkit');
  saved = research.body.toolkit.resources.slice(0, 2).map(({ id, title }) => ({ id, title }));
  picks = [];
  for (const id of ['notion', 'quizlet', 'anki']) {
    const { body } = await getJson<{ resource: Named }>(page, `/api/resources/${id}`);
    picks.push({ id, title: body.resource.title });
  }
});

afterAll(async () => {
  await close?.();
  await closeOther?.();
});

// One story in order: each step starts where the previous one ended.
describe('saving and toolkits', () => {
  it('saves a resource signed out into local storage and asks to sign in (Cancel closes)', async () => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    await page.goto(`${baseURL}/toolkit/research-toolkit`);
    // From the keyboard: focus must come back to the control when the prompt closes.
    await resourceRow(saved[0]!.title).getByRole('button', { name: 'Save item' }).focus();
    await page.keyboard.press('Enter');
    const prompt = page.getByRole('dialog', { name: 'Sign in to save resources' });
    await prompt
      .getByText('Create an account or sign in to start saving your favorite resources and toolkits.')
      .waitFor();
    // The page behind the prompt stays still, and the dialog's scroll lock passes the CSP.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(refused).toEqual([]);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await prompt.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Remove from saved items');
    await resourceRow(saved[0]!.title).getByRole('button', { name: 'Remove from saved items' }).waitFor();
    const local = await page.evaluate(() => JSON.parse(localStorage.getItem('quadkit:bookmarks') ?? '[]'));
    expect(local).toEqual([{ resourceId: saved[0]!.id, type: 'resource', createdAt: expect.any(String) }]);
  });

  it('signs up from the prompt; the local bookmarks move to the server and show on /saved', async () => {
    await resourceRow(saved[1]!.title).getByRole('button', { name: 'Save item' }).click();
    await page
      .getByRole('dialog', { name: 'Sign in to save resources' })
      .getByRole('button', { name: 'Sign In' })
      .click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Sign up' }).click();
    await modal.getByLabel('E-mail').fill(email);
    await modal.getByLabel('Password').fill(password);
    await modal.getByRole('button', { name: 'Sign Up' }).click();
    await modal.getByRole('heading', { name: 'Welcome aboard!' }).waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });

    await expect
      .poll(async () =>
        (await getJson<{ bookmarks: { resourceId: string }[] }>(page, '/api/bookmarks')).body.bookmarks
          .map((b) => b.resourceId)
          .sort(),
      )
      .toEqual(saved.map((s) => s.id).sort());
    expect(await page.evaluate(() => localStorage.getItem('quadkit:bookmarks'))).toBeNull();

    await page.goto(`${baseURL}/saved`);
    const links = page.getByRole('link', { name: 'View Details →' });
    await links.first().waitFor();
    expect((await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).sort()).toEqual(
      saved.map((s) => `/resource/${s.id}`).sort(),
    );
  });

  it('builds a toolkit of 3 resources after first showing a validation error', async () => {
    await page.goto(`${baseURL}/dashboard/create-toolkit`);
    await page.getByRole('button', { name: 'Create Toolkit' }).click();
    await page.getByText('Title must be at least 3 characters long').waitFor();
    await page.getByText('Please add at least one resource to your toolkit').waitFor();

    await page.getByLabel('Title').fill(kitTitle);
    await page.getByLabel('Description').fill('Everything I use to get through finals week, in order.');
    await page.getByRole('radio', { name: '🎯' }).check();
    for (const pick of picks) {
      await page.getByLabel('Find resources').fill(pick.title);
      await page.getByRole('button', { name: `Add ${pick.title}`, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Create Toolkit' }).click();
    await page.getByText('Toolkit created successfully!').waitFor();
    await page.waitForURL(/\/toolkit\/[^/]+$/);
    kitId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.getByRole('heading', { level: 1, name: kitTitle }).waitFor();

    const { body } = await getJson<{ toolkit: { resources: Named[]; isPublic: boolean; emoji: string } }>(
      page,
      `/api/toolkits/${kitId}`,
    );
    expect(body.toolkit.resources.map((r) => r.id)).toEqual(picks.map((p) => p.id));
    expect(body.toolkit).toMatchObject({ isPublic: true, emoji: '🎯' });
  });

  it('makes it private, after which another user gets "Toolkit not found" and does not see it on /toolkits', async () => {
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await page.getByRole('radio', { name: /^Private/ }).check();
    await saveChanges(page);
    await page.getByText('Private', { exact: true }).waitFor();

    await other.goto(baseURL);
    expect(await signUpFromPage(other, otherEmail, password)).toBe(201);
    await other.goto(`${baseURL}/toolkit/${kitId}`);
    await other.getByRole('heading', { level: 1, name: 'Toolkit not found' }).waitFor();
    expect(await other.getByRole('link', { name: 'Return to home' }).getAttribute('href')).toBe('/');
    await other.goto(`${baseURL}/toolkits`);
    await other.getByRole('heading', { level: 1, name: /^All Toolkits \(\d+\)$/ }).waitFor();
    expect(await other.getByRole('heading', { name: kitTitle }).count()).toBe(0);
  });

  it('makes it public again: the other user sees it on /toolkits and in the home showcase', async () => {
    await openEditor(page, kitId);
    await page.getByRole('radio', { name: /^Public/ }).check();
    await saveChanges(page);

    await other.goto(`${baseURL}/toolkits`);
    await other.getByRole('heading', { name: kitTitle }).waitFor();
    await other.goto(baseURL);
    const showcase = other.getByRole('region', { name: 'Featured Toolkits' });
    await showcase.getByRole('heading', { name: kitTitle }).waitFor();
    expect(await showcase.getByRole('link', { name: `View Toolkit: ${kitTitle}` }).getAttribute('href')).toBe(
      `/toolkit/${kitId}`,
    );
  });

  it('edits the title and the order of its resources', async () => {
    await openEditor(page, kitId);
    await page.getByLabel('Title').fill(editedTitle);
    await page.getByRole('button', { name: `Move ${picks[2]!.title} up` }).click();
    await saveChanges(page);
    await page.getByRole('heading', { level: 1, name: editedTitle }).waitFor();
    const { body } = await getJson<{ toolkit: { title: string; resources: Named[] } }>(page, `/api/toolkits/${kitId}`);
    expect(body.toolkit.title).toBe(editedTitle);
    expect(body.toolkit.resources.map((r) => r.id)).toEqual([picks[0]!.id, picks[2]!.id, picks[1]!.id]);
  });

  it('deletes it after the confirm; it is gone for everyone', async () => {
    await openEditor(page, kitId);
    await page.getByRole('button', { name: 'Delete Toolkit' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this toolkit? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Toolkit deleted successfully').waitFor();
    await page.waitForURL(`${baseURL}/dashboard`);
    expect((await getJson(page, `/api/toolkits/${kitId}`)).status).toBe(404);

    await other.goto(`${baseURL}/toolkits`);
    await other.getByRole('heading', { level: 1, name: /^All Toolkits \(\d+\)$/ }).waitFor();
    expect(await other.getByRole('heading', { name: editedTitle }).count()).toBe(0);
    expect(errors).toEqual([]);
    expect(otherErrors).toEqual([]);
  });
});
