// /resource/{id} in a real browser against the real worker and its seeded D1.
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { RESOURCE_FACTS } from '@quadkit/core/catalog/facts/index';
import { newPage, useBrowser } from './browser';
import { baseURL } from './seeded-worker';

const notion = RESOURCES.find((r) => r.id === 'notion')!;
const browser = useBrowser();

describe('resource detail page', () => {
  it('shows a seeded resource with title, category, tags, Features, Visit Website and About / How to Access', async () => {
    const { page, errors, close } = await newPage(browser());
    await page.goto(`${baseURL}/resource/notion`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(notion.title);
    const body = await page.locator('main').innerText();
    expect(body).toContain('Student Perks');
    // Nothing has checked it on a fresh start (the link checker runs in production only): no stamped date.
    expect(body).toContain('Not yet verified');
    expect(body).not.toContain('Last verified');
    for (const tag of notion.tags) expect(body).toContain(tag);
    expect(body).toContain(notion.description);
    await expect.poll(() => page.getByRole('heading', { name: 'Features' }).count()).toBe(1);
    // Notion's own facts have no About to add to its description, so only its access steps show.
    await expect.poll(() => page.getByRole('heading', { name: 'How to Access' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'About' }).count()).toBe(RESOURCE_FACTS.notion?.about ? 1 : 0);
    for (const step of RESOURCE_FACTS.notion?.access ?? []) expect(body).toContain(step);
    const visit = page.getByRole('link', { name: /Visit Website/ });
    expect(await visit.getAttribute('href')).toBe(notion.url);
    expect(await visit.getAttribute('target')).toBe('_blank');
    expect(await page.title()).toBe(`${notion.title} – Quadkit`);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows Oyez’s own About and access steps (no sign-in), not the Research template', async () => {
    const { page, errors, close } = await newPage(browser());
    await page.goto(`${baseURL}/resource/oyez`);
    await expect.poll(() => page.getByRole('heading', { name: 'How to Access' }).count()).toBe(1);
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'How to Access' }) });
    const steps = await panel.getByRole('listitem').allInnerTexts();
    expect(steps).toEqual(RESOURCE_FACTS.oyez?.access);
    expect(steps.join(' ')).toContain('no account or sign-in');
    expect(await panel.innerText()).toContain(RESOURCE_FACTS.oyez?.about);
    expect(await page.locator('main').innerText()).not.toContain('Sign in through your university library');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows "Resource not found" with a link home for an unknown id, and the link goes home', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(`${baseURL}/resource/${encodeURIComponent('no such resource')}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Resource not found' }).count()).toBe(1);
    await page.locator('main').getByRole('link', { name: /home/i }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('heading', { name: 'Resources for Students' }).count()).toBe(1);
    await close();
  });

  it('survives a reload on a deep link (the worker answers with the app, not a 404)', async () => {
    const { page, close } = await newPage(browser());
    await page.goto(`${baseURL}/resource/notion`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(notion.title);
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(notion.title);
    await close();
  });
  it('reports a problem from a phone: asks for a reason, sends it, thanks the student and gives focus back', async () => {
    // An address of its own: reports are limited per address, and other files report too.
    const { page, errors, close } = await newPage(browser(), { mobile: true, address: '203.0.113.61' });
    await page.goto(`${baseURL}/resource/zotero`);
    const report = page.getByRole('button', { name: 'Report a problem' });
    await report.click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Choose what is wrong.');
    await dialog.getByRole('radio', { name: 'Broken link' }).check();
    await dialog.getByLabel('Note (optional)').fill('The sign-up page answers 404.');
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/resource-reports'));
    await dialog.getByRole('button', { name: 'Send report' }).click();
    expect((await sent).status()).toBe(201);
    await expect.poll(() => page.getByText("Thanks for the report. We'll take a look.").count()).toBe(1);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => report.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
