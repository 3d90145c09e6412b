// The language at the edge in Chromium (docs/decisions/0027-locale-urls.md): /es/ is drawn in Spanish (lang and
// texts), the header's switcher moves the same page to Chinese and the choice survives a reload and an unprefixed
// visit, the worker's own answers follow the page's language, signing in on an English page moves it to the
// student's saved language, a browser that prefers Spanish is sent to /es/, a Spanish page fetches its language's
// tables only once it is used, and an English page fetches no translation chunk.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpSession } from './api-session';
import { newPage, useBrowser } from './browser';
import { baseURL } from './seeded-worker';

const browser = useBrowser();
const WAIT = { timeout: 15_000 };

const hydrated = (page: Page) =>
  page.waitForFunction(() => !document.getElementById('router-data') || 'hydrated' in document.documentElement.dataset);
const translationChunk = /\/assets\/(es|zh)-[\w-]+\.js$/;

describe('the language of a page', () => {
  it('draws /es/ in Spanish, switches to 中文 in the header, and keeps the choice', async () => {
    const { page, errors, close } = await newPage(browser());
    try {
      await page.goto(`${baseURL}/es/`);
      expect(await page.getAttribute('html', 'lang')).toBe('es');
      expect(await page.title()).toBe('Quadkit – Herramientas gratis y descuentos para estudiantes universitarios');

      await page.goto(`${baseURL}/es/no-such-page`);
      await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor(WAIT);

      await page.getByRole('banner').getByLabel('Idioma').selectOption('zh');
      await page.waitForURL(`${baseURL}/zh/no-such-page`, WAIT);
      await hydrated(page);
      await page.getByRole('heading', { name: '页面未找到' }).waitFor(WAIT);
      expect(await page.getAttribute('html', 'lang')).toBe('zh-Hans');

      await page.reload();
      await hydrated(page);
      await page.getByRole('heading', { name: '页面未找到' }).waitFor(WAIT);
      // The choice is remembered: an unprefixed address opens in Chinese too.
      await page.goto(`${baseURL}/`);
      expect(new URL(page.url()).pathname).toBe('/zh/');
      expect(await page.getAttribute('html', 'lang')).toBe('zh-Hans');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows the worker's own answer in the page's language: a failed sign-in on /es/", async () => {
    const { page, errors, close } = await newPage(browser());
    try {
      await page.goto(`${baseURL}/es/`);
      await hydrated(page);
      await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Correo electrónico').fill('nobody-here@example.edu');
      await dialog.getByLabel('Contraseña').fill('not-the-password-7');
      await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
      const alert = dialog.getByRole('alert');
      await alert.waitFor(WAIT);
      expect(await alert.innerText()).toBe('Correo o contraseña incorrectos');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("opens an English page in the student's saved language once they sign in from its header", async () => {
    const session = await signUpSession(baseURL, 'saved-language');
    expect((await session.send('PUT', '/api/profile', { locale: 'zh' })).status).toBe(200);
    const { page, errors, close } = await newPage(browser());
    try {
      await page.goto(`${baseURL}/browse?q=notion`);
      await hydrated(page);
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('E-mail').fill(session.email);
      await dialog.getByLabel('Password').fill('correct-horse-42');
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`${baseURL}/zh/browse?q=notion`, WAIT);
      await hydrated(page);
      expect(await page.getAttribute('html', 'lang')).toBe('zh-Hans');
      await page.getByRole('heading', { level: 1, name: '浏览资源' }).waitFor(WAIT);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('sends a browser that prefers Spanish from / to /es/, and loads Spanish tables only as it is used', async () => {
    const context = await browser().newContext({ locale: 'es-ES', serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const chunks: string[] = [];
      page.on('request', (request) => {
        if (translationChunk.test(request.url())) chunks.push(request.url());
      });
      await page.goto(`${baseURL}/`);
      await hydrated(page);
      expect(new URL(page.url()).pathname).toBe('/es/');
      expect(await page.getAttribute('html', 'lang')).toBe('es');
      // A reader who only reads fetches none of the language's tables; their first mouse move fetches them.
      await page.waitForLoadState('networkidle');
      expect(chunks).toEqual([]);
      await page.mouse.move(200, 300);
      await expect.poll(() => chunks.length, WAIT).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it("hands a Spanish page the texts it shows, so hydration waits for no download of the language's tables", async () => {
    const rendered = async (path: string) => {
      const html = await (await fetch(`${baseURL}${path}`)).text();
      const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
      const data = /<script type="application\/json" id="router-data">(.*?)<\/script>/s.exec(html)?.[1];
      return {
        preloads,
        texts: (JSON.parse(data ?? '{}') as { texts?: Record<string, Record<string, unknown>> }).texts,
      };
    };
    const spanish = await rendered('/es/resource/notion');
    expect(spanish.preloads.filter((href) => translationChunk.test(href))).toEqual([]);
    // The header's texts, in Spanish; of the tag names, only the ones the page shows (not all 200-odd).
    expect(Object.values(spanish.texts?.['shell.layout'] ?? {})).toContain('Explorar');
    const tags = Object.keys(spanish.texts?.['catalog.tag'] ?? {});
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.length).toBeLessThan(20);
    expect((await rendered('/resource/notion')).texts).toBeUndefined();

    // With the tables held back, the page still shows and hydrates in Spanish, without a mismatch, and asks for
    // none of them until it is used; what opens next (the sign-in dialog, drawn by no server) speaks Spanish too.
    const { page, errors, close } = await newPage(browser());
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await page.route(translationChunk, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const asked: string[] = [];
    page.on('request', (request) => translationChunk.test(request.url()) && asked.push(request.url()));
    try {
      await page.goto(`${baseURL}/es/resource/notion`);
      await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).waitFor(WAIT);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.getByRole('dialog').getByRole('heading', { name: 'Hola de nuevo' }).waitFor(WAIT);
      expect(consoleErrors.filter((text) => /hydrat/i.test(text))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('fits the switcher in a phone header (390 px): every control on screen, in one row', async () => {
    const { page, close } = await newPage(browser(), { mobile: true });
    try {
      for (const path of ['/es/', '/zh/browse', '/browse']) {
        await page.goto(`${baseURL}${path}`);
        await page.getByRole('banner').getByRole('combobox').waitFor(WAIT);
        // Every control of the header (search, language, theme, sign in) inside the screen, none on another.
        const boxes = await page
          .getByRole('banner')
          .locator('button, select, a')
          .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
        expect(boxes.length, path).toBeGreaterThanOrEqual(4);
        for (const box of boxes) expect(box.right, path).toBeLessThanOrEqual(390);
        // No control over another (the brand, search and Sign In had to make room), and Sign In on one line.
        const sorted = boxes.filter((box) => box.width > 0).sort((a, b) => a.left - b.left);
        for (let i = 1; i < sorted.length; i++)
          expect(sorted[i]!.left, path).toBeGreaterThanOrEqual((sorted[i - 1] as DOMRect).right - 0.5);
        const signIn = await page
          .getByRole('banner')
          .getByRole('button', { name: /Sign In|Iniciar|登录/ })
          .boundingBox();
        if (signIn) expect(signIn.height, path).toBeLessThan(44);
        const rows = new Set(boxes.filter((box) => box.height > 0).map((box) => Math.round(box.top + box.height / 2)));
        expect(Math.max(...rows) - Math.min(...rows), path).toBeLessThan(8);
      }
      if (process.env.LOCALE_SCREENSHOT) await page.screenshot({ path: process.env.LOCALE_SCREENSHOT });
    } finally {
      await close();
    }
  });

  it('fetches no translation chunk for an English page', async () => {
    const { page, close } = await newPage(browser());
    try {
      const chunks: string[] = [];
      page.on('request', (request) => {
        if (translationChunk.test(request.url())) chunks.push(request.url());
      });
      await page.goto(`${baseURL}/`);
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      expect(chunks).toEqual([]);
    } finally {
      await close();
    }
  });
});
