// Trending and recommendations end to end in Chromium against the real worker: views of one resource from fresh
// browsers push it to #1 on /trending once the cron's refresh has run (wrangler dev --test-scheduled), and home
// shows Recommended for You to a signed-in user with interests but not to a signed-out visitor. The worker is this
// file's own, started on the freshly seeded state: on a worker shared with other files, their saves and views set
// how many fresh browsers it took to pass the leader (often a dozen, sometimes more than the test's minute).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signUpWithProfile, useBrowser } from './browser';
import { startFreshWorker } from './fresh-worker';
import type { LocalWorker } from './local-worker';
import { scheduledURL } from './test-config';

const browser = useBrowser();
let worker: LocalWorker;
let baseURL = '';

/** Other students' activity: one view each (an address each) of resources other than the target. */
const OTHERS_VIEWED = ['notion', 'zotero', 'canva', 'anki', 'github-student-developer-pack'];

async function viewThroughTheApi(id: string, address: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL, 'CF-Connecting-IP': address },
    body: JSON.stringify({
      events: [
        { name: 'resource_view', path: `/resource/${id}`, properties: { resourceId: id, resourceType: 'resource' } },
      ],
    }),
  });
  expect(response.status, `${id}: ${await response.clone().text()}`).toBe(202);
}

beforeAll(async () => {
  worker = await startFreshWorker(
    process.cwd(),
    'trending',
    undefined,
    inject('pristineState'),
    inject('workerConfig'),
  );
  baseURL = worker.url;
  for (const [i, id] of OTHERS_VIEWED.entries()) await viewThroughTheApi(id, `198.51.100.${i + 1}`);
});

afterAll(async () => {
  await worker?.stop();
});

interface TrendingAnswer {
  source: string;
  entries: { resource: { id: string; title: string }; score: number }[];
}

/** Refreshes trending as the cron does: runs the Cron Trigger's handler. */
async function runCron(): Promise<void> {
  const response = await fetch(scheduledURL(baseURL));
  expect([response.status, await response.text()]).toEqual([200, 'ok']);
}

const trending = async (): Promise<TrendingAnswer> =>
  (await fetch(`${baseURL}/api/trending?window_days=14&limit=100`)).json() as Promise<TrendingAnswer>;

let visitor = 0;
/**
 * One visit of the resource's page in a fresh browser context from its own address (a view counts once per
 * visitor a day, docs/decisions/0010), waiting until its resource_view was accepted.
 */
async function viewInFreshBrowser(id: string): Promise<void> {
  const { page, errors, close } = await newPage(browser(), { address: `203.0.113.${++visitor}` });
  try {
    const accepted = page.waitForResponse(
      (r) => r.url().endsWith('/api/events') && (r.request().postData() ?? '').includes('"resource_view"'),
    );
    await page.goto(`${baseURL}/resource/${id}`);
    expect((await accepted).status()).toBe(202);
    // Remembered for this browser session only after the send succeeded.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('qk_viewed') ?? ''), { timeout: 15_000 })
      .toContain(id);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
}

async function signUpWithInterests(page: Page): Promise<void> {
  const email = `e2e-trending-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.edu`;
  await page.goto(`${baseURL}/saved`);
  const profile = { interests: ['Design', 'Research'], study_goals: ['networking'], onboarded: true };
  expect(await signUpWithProfile(page, email, profile)).toEqual([201, 200]);
}

describe('trending', () => {
  it('puts a resource viewed in fresh browsers at #1 on /trending after the refresh', async () => {
    // Enough fresh views to pass whatever leads the ranking now (one view each, from the other students).
    await runCron();
    const before = await trending();
    const leader = before.source === 'activity' ? before.entries[0]!.score : 0;
    const target = { id: 'coolors', title: 'Coolors' };
    for (let i = 0; i < Math.floor(leader) + 2; i++) await viewInFreshBrowser(target.id);

    await runCron();
    const { page, errors, close } = await newPage(browser());
    try {
      await page.goto(`${baseURL}/trending`);
      await page.getByRole('heading', { level: 1, name: 'Trending Now' }).waitFor();
      const first = page.getByRole('list', { name: 'Trending resources' }).locator(':scope > li').first();
      await expect.poll(() => first.getByRole('heading').textContent(), { timeout: 15_000 }).toBe(target.title);
      expect(await first.getByText('#1', { exact: true }).count()).toBe(1);
      expect(await first.getByText(/^Score \d+$/).count()).toBe(1);

      // Filters: a search that matches nothing, then Clear Filters brings the list back.
      await page.getByRole('searchbox', { name: 'Search trending resources' }).fill('zzzz-no-such-thing');
      await page.getByRole('heading', { name: 'No trending resources match your filters' }).waitFor();
      await page.getByRole('button', { name: 'Clear Filters' }).first().click();
      await first.waitFor();
      expect(await page.getByRole('combobox', { name: 'Category' }).locator('option').first().textContent()).toBe(
        'All Categories',
      );
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows Trending Now on home with Hot on the first 3 cards, and no Recommended for You when signed out', async () => {
    const { page, errors, close } = await newPage(browser());
    try {
      // Up to 6: only resources with activity rank (the built-in list stands in when there is none at all).
      const shown = Math.min(6, (await trending()).entries.length);
      await page.goto(baseURL);
      const section = page.getByRole('region', { name: 'Trending Now' });
      // The cards themselves, not the tag chips listed inside each.
      const cards = section.getByRole('list', { name: 'Trending now' }).locator(':scope > li');
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(shown);
      expect(await section.getByText('Hot', { exact: true }).count()).toBe(Math.min(3, shown));
      expect(await cards.first().getByRole('heading').textContent()).toBe('Coolors');
      expect(await section.getByRole('link', { name: /View all trending/ }).getAttribute('href')).toBe('/trending');
      // Every home section has arrived (the last one is the bulletin or the majors) and none is Recommended.
      await page.getByRole('heading', { name: 'Popular Majors' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Recommended for You' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows Recommended for You on home to a signed-in user with interests', async () => {
    const { page, errors, close } = await newPage(browser());
    try {
      await signUpWithInterests(page);
      await page.goto(baseURL);
      const section = page.getByRole('region', { name: 'Recommended for You' });
      await section.waitFor();
      const items = section.getByRole('list', { name: 'Recommended for you' }).getByRole('listitem');
      await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(6);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
