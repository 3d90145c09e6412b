// When D1 fails (a worker whose database was never migrated), the API says so and the app falls back to
// the built-in list instead of a blank page.
import { describe, expect, inject, it } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { newPage, useBrowser } from './browser';

const brokenBaseURL = inject('brokenBaseURL');
const browser = useBrowser();
/** The screen waits on a lazy chunk and the failing API; the default one-second poll is too tight on a busy machine. */
const WAIT = { timeout: 15_000 };

describe('D1 failure', () => {
  it('makes /api/health answer 503 naming D1, and the resource API a generic 500 without internals', async () => {
    const health = await fetch(`${brokenBaseURL}/api/health`);
    expect(health.status).toBe(503);
    const report = (await health.json()) as { checks: { d1: { ok: boolean; detail: string } } };
    expect(report.checks.d1.ok).toBe(false);

    const api = await fetch(`${brokenBaseURL}/api/resources/notion`);
    expect(api.status).toBe(500);
    const body = await api.text();
    expect(JSON.parse(body)).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(body).not.toMatch(/sqlite|no such table/i);
  });

  it('still shows a resource page from the built-in list', async () => {
    const resource = RESOURCES.find((r) => r.category === 'research')!;
    const { page, close } = await newPage(browser());
    await page.goto(`${brokenBaseURL}/resource/${encodeURIComponent(resource.id)}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe(resource.title);
    expect(await page.getByRole('link', { name: /Visit Website/ }).getAttribute('href')).toBe(resource.url);
    await close();
  });

  it('still says "Resource not found" for an id that is in neither', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(`${brokenBaseURL}/resource/not-in-any-list`);
    await expect.poll(() => page.getByRole('heading', { name: 'Resource not found' }).count(), WAIT).toBe(1);
    await close();
  });
});
