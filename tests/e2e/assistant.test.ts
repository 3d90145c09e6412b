// The Study Assistant end to end in Chromium on the local path (no AI binding): the panel opens from the
// floating button, Enter sends and Shift+Enter adds a line, blank input sends nothing, an answer brings catalog
// cards that save and go into a new toolkit (its button holding still while the student's toolkits load; then
// into that toolkit), the conversation survives route changes, and /browse hands over a query that found nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { holdRequests, newPage, signUpFromPage, useBrowser } from './browser';
import { baseURL } from './seeded-worker';

const unique = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const email = `e2e-assistant-${unique}@example.edu`;
const password = 'correct-horse-42';
const kitTitle = `Exam cards ${unique}`;

/** The panel is a lazy chunk: on a busy machine its first load may take a few seconds. */
const POLL = { timeout: 15_000 };

const browser = useBrowser();
let page: Page;
let errors: string[];
let close: () => Promise<void>;
/** Every POST /api/chat the page makes. */
const chatRequests: string[] = [];

const panel = () => page.getByRole('dialog', { name: 'Study Assistant' });
const input = () => panel().getByLabel('Message the Study Assistant');
const card = (title: string) => panel().getByRole('article', { name: title, exact: true });

const getJson = async <T>(path: string): Promise<T> =>
  page.evaluate(async (url) => (await fetch(url)).json(), path) as Promise<T>;

beforeAll(async () => {
  ({ page, errors, close } = await newPage(browser()));
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/chat') {
      chatRequests.push(request.postData() ?? '');
    }
  });
  await page.goto(baseURL);
  expect(await signUpFromPage(page, email, password)).toBe(201);
  await page.goto(baseURL);
});

afterAll(async () => {
  await close?.();
});

describe('Study Assistant', () => {
  it('opens from the floating button with the empty state, focused on the message box', async () => {
    await page.getByRole('heading', { level: 1, name: 'Resources for Students' }).waitFor();
    await page.getByRole('button', { name: 'Open Study Assistant' }).click();
    await panel().getByRole('heading', { name: 'Study Assistant' }).waitFor();
    await panel().getByText('How can I help you?').waitFor();
    await expect.poll(() => input().evaluate((el) => el === document.activeElement), POLL).toBe(true);
    const box = await panel().boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(600);
  });

  it('sends nothing for blank input; Shift+Enter adds a new line', async () => {
    await input().fill('   ');
    await input().press('Enter');
    await input().press('Enter');
    await page.waitForTimeout(300);
    expect(chatRequests).toEqual([]);
    await panel().getByText('How can I help you?').waitFor();

    await input().fill('line one');
    await input().press('Shift+Enter');
    await input().pressSequentially('line two');
    expect(await input().inputValue()).toBe('line one\nline two');
    expect(chatRequests).toEqual([]);
    await input().fill('');
  });

  it('answers "flashcards for my exams" from the catalog, labelled, with cards including Anki or Quizlet', async () => {
    await input().fill('flashcards for my exams');
    await input().press('Enter');
    await panel().getByText('Catalog matches (AI answers are on in production)').waitFor();
    // The lead line counts the cards (at most 4), each saying why it fits.
    await panel()
      .getByText(/^These [234] catalog items fit your message best:$/)
      .waitFor();
    // Screen readers hear the finished answer once, from the live region.
    await panel()
      .locator('[aria-live="polite"]')
      .getByText(/^Study Assistant: These [234] catalog items fit your message best: \d recommended items\.$/)
      .waitFor({ state: 'attached' });
    await card('Anki').or(card('Quizlet')).first().waitFor();
    expect(await card('Anki').count()).toBe(1);
    expect(await card('Quizlet').count()).toBe(1);
    expect(chatRequests).toHaveLength(1);
    expect(JSON.parse(chatRequests[0]!)).toEqual({ message: 'flashcards for my exams', history: [] });
    expect(await input().inputValue()).toBe('');
    expect(await card('Anki').getByRole('link', { name: 'Anki' }).getAttribute('href')).toBe('/resource/anki');
  });

  it('saves a card', async () => {
    await card('Anki').getByRole('button', { name: 'Save item' }).click();
    await card('Anki').getByRole('button', { name: 'Remove from saved items' }).waitFor();
    await expect
      .poll(async () => (await getJson<{ bookmarks: { resourceId: string }[] }>('/api/bookmarks')).bookmarks, POLL)
      .toContainEqual(expect.objectContaining({ resourceId: 'anki' }));
  });

  it("keeps 'Start a new toolkit' where it is while the student's toolkits load", async () => {
    // A click aimed at it just as the list arrives must land on it, not on a toolkit or on nothing.
    const release = await holdRequests(page, '**/api/toolkits/mine*');
    try {
      await card('Quizlet').getByRole('button', { name: 'Add Quizlet to a toolkit' }).click();
      const menu = card('Quizlet').getByRole('group', { name: 'Add Quizlet to a toolkit' });
      const start = menu.getByRole('button', { name: 'Start a new toolkit' });
      await menu.getByRole('status').waitFor();
      const before = await start.boundingBox();
      release();
      await menu.getByRole('status').waitFor({ state: 'detached' });
      expect(await start.boundingBox()).toEqual(before);
    } finally {
      release();
      await page.unroute('**/api/toolkits/mine*');
    }
    await card('Quizlet').getByRole('button', { name: 'Add Quizlet to a toolkit' }).click();
    await card('Quizlet').getByRole('group').waitFor({ state: 'detached' });
  });

  it('adds a card to a new toolkit', async () => {
    await card('Quizlet').getByRole('button', { name: 'Add Quizlet to a toolkit' }).click();
    const menu = card('Quizlet').getByRole('group', { name: 'Add Quizlet to a toolkit' });
    await menu.getByRole('button', { name: 'Start a new toolkit' }).click();
    await menu.getByLabel('Toolkit title').fill(kitTitle);
    await menu.getByLabel('Description').fill('Flashcard apps for the exam weeks ahead.');
    await menu.getByRole('button', { name: 'Create toolkit' }).click();
    await page.getByText('Toolkit created successfully!').waitFor();
    const { toolkits } = await getJson<{ toolkits: { id: string; title: string }[] }>('/api/toolkits/mine');
    const kit = toolkits.find((toolkit) => toolkit.title === kitTitle);
    expect(kit).toBeDefined();
    const detail = await getJson<{ toolkit: { resources: { id: string }[] } }>(`/api/toolkits/${kit!.id}`);
    expect(detail.toolkit.resources.map((resource) => resource.id)).toEqual(['quizlet']);
  });

  it('adds another card to that toolkit, and says so when it is there already', async () => {
    const addAnki = async () => {
      await card('Anki').getByRole('button', { name: 'Add Anki to a toolkit' }).click();
      const menu = card('Anki').getByRole('group', { name: 'Add Anki to a toolkit' });
      await menu.getByRole('button', { name: new RegExp(kitTitle) }).click();
    };
    await addAnki();
    await page.getByText('Toolkit updated successfully!').waitFor();
    const { toolkits } = await getJson<{ toolkits: { id: string; title: string }[] }>('/api/toolkits/mine');
    const kit = toolkits.find((toolkit) => toolkit.title === kitTitle)!;
    const detail = await getJson<{ toolkit: { resources: { id: string }[] } }>(`/api/toolkits/${kit.id}`);
    expect(detail.toolkit.resources.map((resource) => resource.id)).toEqual(['quizlet', 'anki']);
    await addAnki();
    await page.getByText(`Anki is already in ${kitTitle}.`).waitFor();
  });

  it('keeps the conversation across a route change and a reload in the same tab', async () => {
    await card('Anki').getByRole('link', { name: 'Anki' }).click();
    await page.waitForURL(`${baseURL}/resource/anki`);
    await page.getByRole('heading', { level: 1, name: 'Anki' }).waitFor();
    await panel().getByText('flashcards for my exams').waitFor();
    await card('Quizlet').waitFor();

    await page.goto(`${baseURL}/toolkits`);
    await page.getByRole('button', { name: 'Open Study Assistant' }).click();
    await panel().getByText('flashcards for my exams').waitFor();
    await card('Anki').waitFor();
    await panel().getByText('Catalog matches (AI answers are on in production)').waitFor();
  });

  it('minimises and closes, handing focus back to the button', async () => {
    await panel().getByRole('button', { name: 'Minimise Study Assistant' }).click();
    expect(await input().isVisible()).toBe(false);
    await panel().getByRole('button', { name: 'Restore Study Assistant' }).click();
    await input().waitFor();
    await panel().getByRole('button', { name: 'Close Study Assistant' }).click();
    await panel().waitFor({ state: 'detached' });
    const launcher = page.getByRole('button', { name: 'Open Study Assistant' });
    await expect.poll(() => launcher.evaluate((el) => el === document.activeElement), POLL).toBe(true);
  });

  it('offers "Ask the Study Assistant" when /browse finds nothing, with the query filled in', async () => {
    await page.goto(`${baseURL}/browse?q=zzqxvw`);
    await page.getByRole('button', { name: 'Ask the Study Assistant' }).click();
    await expect.poll(() => input().inputValue(), POLL).toBe('zzqxvw');
    expect(chatRequests).toHaveLength(1);
  });

  it('offers it from the search overlay too: the overlay closes and the message box has the query, focused', async () => {
    await panel().getByRole('button', { name: 'Close Study Assistant' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const overlay = page.getByRole('dialog', { name: /search/i });
    await overlay.getByLabel('Search resources and toolkits').fill('qqzzyyx');
    await overlay
      .getByRole('status')
      .filter({ hasText: 'No results found for "qqzzyyx"' })
      .waitFor({ state: 'attached' });
    await overlay.getByRole('button', { name: 'Ask the Study Assistant' }).click();
    await overlay.waitFor({ state: 'detached' });
    await expect.poll(() => input().inputValue(), POLL).toBe('qqzzyyx');
    await expect.poll(() => input().evaluate((el) => el === document.activeElement), POLL).toBe(true);
    expect(chatRequests).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('on a phone covers the header and the bottom nav; minimised, it rests above the nav', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // What a tap at an element's centre reaches: the element itself, not a fixed bar drawn over it.
    const reachable = (locator: ReturnType<typeof input>) =>
      locator.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      });
    const button = (name: string) => panel().getByRole('button', { name });
    await expect.poll(() => reachable(button('Close Study Assistant')), POLL).toBe(true);
    expect(await reachable(button('Minimise Study Assistant'))).toBe(true);
    expect(await reachable(input())).toBe(true);
    // A message longer than the API accepts (2,000 characters) cannot be typed.
    await input().fill('a'.repeat(2100));
    expect((await input().inputValue()).length).toBe(2000);
    await button('Minimise Study Assistant').click();
    expect(await reachable(button('Restore Study Assistant'))).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await reachable(nav.getByRole('link').first())).toBe(true);
    await button('Restore Study Assistant').click();
    await button('Close Study Assistant').click();
    await panel().waitFor({ state: 'detached' });
  });
});
