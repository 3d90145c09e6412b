// Faults: what a user gets with one service down. KV and R2 are missing from the "degraded" worker
// (a config generated without them: tests/e2e/test-config.ts), D1 fails on the "broken" worker (never
// migrated), and Workers AI is absent from every local worker. Each screen shows its spec'd fallback: a live
// trending list computed from D1, the letter placeholder for an avatar that cannot be loaded, the trending
// built-in list, the assistant's local answer; never a blank page or a 500 page.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signUpWithProfile, useBrowser } from './browser';
import { writeLocalD1 } from './local-d1-file';

const degradedBaseURL = inject('degradedBaseURL');
const degradedState = inject('degradedState');
const brokenBaseURL = inject('brokenBaseURL');
const browser = useBrowser();
/** Screens wait on a lazy chunk and the API; the default one-second poll is too tight on a busy machine. */
const WAIT = { timeout: 15_000 };

/** What no screen may ever be: empty, or the raw error of a failed request. */
async function expectRenderedPage(page: Page): Promise<void> {
  const text = (await page.locator('body').innerText()).trim();
  expect(text.length).toBeGreaterThan(100);
  expect(text).not.toMatch(/internal_error|Internal Server Error|HTTP ERROR 500|Unexpected Application Error/);
}

async function signUp(page: Page, baseURL: string, label: string): Promise<{ email: string; id: string }> {
  const email = `e2e-faults-${label}-${Date.now().toString(36)}@example.edu`;
  await page.goto(`${baseURL}/saved`);
  expect(await signUpWithProfile(page, email, { study_level: 'undergraduate', onboarded: true })).toEqual([201, 200]);
  const session = (await page.evaluate(async () => (await fetch('/api/auth/session')).json())) as {
    user: { id: string };
  };
  return { email, id: session.user.id };
}

describe('KV down (degraded worker)', () => {
  it('reports KV and R2 in /api/health and still serves the catalog', async () => {
    const health = await fetch(`${degradedBaseURL}/api/health`);
    expect(health.status).toBe(503);
    const report = (await health.json()) as { checks: Record<'d1' | 'kv' | 'r2', { ok: boolean }> };
    expect([report.checks.d1.ok, report.checks.kv.ok, report.checks.r2.ok]).toEqual([true, false, false]);
    expect((await fetch(`${degradedBaseURL}/api/resources/notion`)).status).toBe(200);
  });

  it('shows a live trending list on /trending, computed from D1 on every request', async () => {
    const posted = await fetch(`${degradedBaseURL}/api/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: new URL(degradedBaseURL).origin },
      body: JSON.stringify({
        events: [
          {
            name: 'resource_view',
            path: '/resource/zotero',
            properties: { resourceId: 'zotero', resourceType: 'resource' },
          },
        ],
      }),
    });
    expect(posted.status).toBe(202);
    const api = (await (await fetch(`${degradedBaseURL}/api/trending`)).json()) as {
      source: string;
      entries: { resource: { id: string } }[];
    };
    expect(api.source).toBe('activity');
    expect(api.entries.map((e) => e.resource.id)).toContain('zotero');

    const { page, errors, close } = await newPage(browser());
    expect((await page.goto(`${degradedBaseURL}/trending`))?.status()).toBe(200);
    const list = page.getByRole('list', { name: 'Trending resources' });
    await expect.poll(() => list.getByRole('heading', { name: 'Zotero' }).count(), WAIT).toBe(1);
    await expectRenderedPage(page);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('R2 down (degraded worker)', () => {
  it('says the upload failed, and shows the letter placeholder where a stored avatar cannot be loaded', async () => {
    const { page, errors, close } = await newPage(browser());
    const { email, id } = await signUp(page, degradedBaseURL, 'r2');
    expect((await page.goto(`${degradedBaseURL}/dashboard`))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Profile Dashboard' }).waitFor(WAIT);
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    await page.getByLabel('Change photo').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Something went wrong on our side. Please try again.').waitFor(WAIT);

    // A photo uploaded before the outage: the profile names it, storage cannot serve it.
    const avatarUrl = `/api/avatars/${id}-${'ab'.repeat(16)}.png`;
    writeLocalD1(degradedState, `UPDATE user_preferences SET avatar_url = '${avatarUrl}' WHERE user_id = '${id}'`);
    const served = await fetch(`${degradedBaseURL}${avatarUrl}`);
    expect(served.status).toBeGreaterThanOrEqual(500);
    expect(((await served.json()) as { error: { code: string } }).error.code).toBe('internal_error');

    // The letter also shows before the profile has loaded: wait for the image's own failed answer first.
    const imageFailed = page.waitForResponse((response) => response.url().endsWith(avatarUrl), WAIT);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profile Dashboard' }).waitFor(WAIT);
    expect((await imageFailed).status()).toBeGreaterThanOrEqual(500);
    const menu = page.getByRole('button', { name: `Account menu for ${email}` });
    // The image fails to load, so the first letter of the e-mail stands in: in the header and on the dashboard.
    await expect.poll(() => menu.locator('img').count(), WAIT).toBe(0);
    await expect.poll(async () => (await menu.locator('.avatar').textContent())?.trim(), WAIT).toBe('E');
    await expect.poll(() => page.locator('main img.avatar').count(), WAIT).toBe(0);
    expect(await page.locator('main .avatar--large').textContent()).toBe('E');
    await expectRenderedPage(page);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('D1 down (broken worker)', () => {
  it('shows the built-in list on /trending with the spec fallback, not an error page', async () => {
    const api = (await (await fetch(`${brokenBaseURL}/api/trending`)).json()) as { source: string; entries: unknown[] };
    expect(api.source).toBe('fallback');
    expect(api.entries.length).toBeGreaterThan(0);
    const { page, errors, close } = await newPage(browser());
    expect((await page.goto(`${brokenBaseURL}/trending`))?.status()).toBe(200);
    const list = page.getByRole('list', { name: 'Trending resources' });
    await expect.poll(() => list.getByRole('heading').count(), WAIT).toBeGreaterThan(0);
    await expectRenderedPage(page);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('Workers AI absent (every local worker)', () => {
  it('answers the assistant from the catalog on the degraded worker too', async () => {
    const response = await fetch(`${degradedBaseURL}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: new URL(degradedBaseURL).origin },
      body: JSON.stringify({ message: 'flashcards for my exams' }),
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('"mode":"catalog"');
    expect(text).toContain('event: card');
  });
});
