// The student journeys in Spanish (/es/) and Chinese (/zh/), in Chromium against the real worker: browse (home, a
// category, a resource), the search overlay, sign up, onboarding to the end, saving a resource and finding it on
// /saved, building a toolkit through the picker, and posting to the bulletin board. Each step checks the texts a
// student reads in that language, that every URL the page went to (client navigations included) kept the
// language's prefix, and that no page error happened. One browser; each locale is one story on one page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { baseURL } from './seeded-worker';

/** Screens wait on a lazy chunk and the API; the default one-second poll is too tight on a busy machine. */
const WAIT = { timeout: 15_000 };
const password = 'correct-horse-42';
const paragraph =
  'Plan the week on Sunday evening: list every deadline, block study time for each course, and keep one evening free. ' +
  'On Friday, look back at what you finished and move what is left to next week without guilt.';
/** Long enough for the board's minimum length; user-written content stays English in every language. */
const postBody = Array.from({ length: 36 }, (_, i) => `${i + 1}. ${paragraph}`).join('\n\n');

/** What a student reads in each language, written out here (not read from the tables) so a lost text shows. */
const TEXTS = {
  es: {
    html: 'es',
    categories: 'Explora por categoría',
    perks: 'Beneficios para estudiantes',
    perksTile: 'Explorar la categoría Beneficios para estudiantes',
    howTo: 'Cómo acceder',
    search: 'Buscar',
    searchDialog: 'Buscar en Quadkit',
    searchInput: 'Buscar recursos y kits de herramientas',
    searchResults: 'Resultados de búsqueda',
    signIn: 'Iniciar sesión',
    toSignUp: 'Regístrate',
    signUp: 'Registrarse',
    email: 'Correo electrónico',
    password: 'Contraseña',
    welcome: '¡Te damos la bienvenida!',
    continue: 'Continuar',
    studies: 'Tus estudios',
    major: 'Carrera',
    aiTools: 'Herramientas de IA',
    career: 'Preparación profesional',
    start: 'Empezar',
    save: 'Guardar',
    unsave: 'Quitar de guardados',
    savedTitle: 'Recursos guardados',
    details: 'Ver detalles →',
    createToolkit: 'Crear kit de herramientas',
    title: 'Título',
    description: 'Descripción',
    find: 'Buscar recursos',
    add: (title: string) => `Agregar ${title}`,
    created: '¡Kit de herramientas creado!',
    board: 'Tablón de anuncios',
    submitAnArticle: 'Enviar un artículo',
    content: 'Contenido',
    tags: 'Etiquetas',
    submitArticle: 'Enviar artículo',
    submitted: '¡Gracias por tu envío! Lo revisaremos pronto y lo publicaremos si se aprueba.',
  },
  zh: {
    html: 'zh-Hans',
    categories: '按类别浏览',
    perks: '学生福利',
    perksTile: '浏览“学生福利”类别',
    howTo: '如何获取',
    search: '搜索',
    searchDialog: '搜索 Quadkit',
    searchInput: '搜索资源和工具包',
    searchResults: '搜索结果',
    signIn: '登录',
    toSignUp: '注册',
    signUp: '注册',
    email: '电子邮箱',
    password: '密码',
    welcome: '欢迎加入！',
    continue: '继续',
    studies: '你的学业',
    major: '专业',
    aiTools: 'AI 工具',
    career: '职业准备',
    start: '开始使用',
    save: '收藏',
    unsave: '取消收藏',
    savedTitle: '已收藏资源',
    details: '查看详情 →',
    createToolkit: '创建工具包',
    title: '标题',
    description: '描述',
    find: '查找资源',
    add: (title: string) => `添加${title}`,
    created: '工具包创建成功！',
    board: '公告栏',
    submitAnArticle: '投稿文章',
    content: '正文',
    tags: '标签',
    submitArticle: '提交文章',
    submitted: '感谢你的投稿！我们会尽快审核，通过后即会发布。',
  },
} as const;

/** English a student would see on these screens if a text were left untranslated. */
const ENGLISH = ['Browse by Category', 'Welcome aboard!', 'Saved Resources', 'Create Toolkit', 'Bulletin Board'];

const browser = useBrowser();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations inside the open dialog (the route-wide checks in visual-checks.test.ts never open one),
 * with the label-in-name rule on: a translated label can drift from the name the control was given.
 */
async function dialogViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a script tag, which the page's CSP (rightly) refuses.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Element, options: object) => Promise<AxeResult> } }).axe;
    const dialog = document.querySelector('[role="dialog"]')!;
    const result = await axe.run(dialog, {
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

function journeys(locale: keyof typeof TEXTS) {
  const text = TEXTS[locale];
  const prefix = `/${locale}`;
  const unique = `${locale}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `e2e-journey-${unique}@example.edu`;
  let page: Page;
  let errors: string[];
  let close: () => Promise<void>;
  /** Every path the page's main frame went to, client-side navigations included. */
  const visited: string[] = [];

  const path = () => new URL(page.url()).pathname;
  const heading1 = () => page.getByRole('heading', { level: 1 });
  /** The page is on `route` under the language's prefix, its <html> in that language, and nothing went wrong. */
  async function expectAt(route: RegExp | string) {
    const wanted = typeof route === 'string' ? `${prefix}${route}` : route;
    await expect.poll(path, WAIT).toEqual(typeof wanted === 'string' ? wanted : expect.stringMatching(wanted));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(text.html);
    expect(visited.filter((p) => p !== prefix && !p.startsWith(`${prefix}/`))).toEqual([]);
    expect(errors).toEqual([]);
  }
  async function expectNoEnglish() {
    const body = (await page.locator('body').innerText()) ?? '';
    expect(ENGLISH.filter((english) => body.includes(english))).toEqual([]);
  }

  beforeAll(async () => {
    ({ page, errors, close } = await newPage(browser()));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
  });
  afterAll(async () => {
    await close?.();
  });

  it('browses from home to a category to a resource', async () => {
    await page.goto(`${baseURL}${prefix}/`);
    await page.getByRole('heading', { level: 2, name: text.categories }).waitFor(WAIT);
    await expectNoEnglish();
    await page.getByRole('link', { name: text.perksTile }).click();
    await expectAt('/category/student-perks');
    await expect.poll(() => heading1().textContent(), WAIT).toBe(text.perks);
    const card = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
    const title = (await card.textContent())!.trim();
    await card.click();
    await expectAt(/^\/(es|zh)\/resource\/[^/]+$/);
    await expect.poll(() => heading1().textContent(), WAIT).toBe(title);
    await page.getByRole('heading', { level: 2, name: text.howTo }).waitFor(WAIT);
  });

  it('searches in the overlay and opens a result', async () => {
    await page.getByRole('banner').getByRole('button', { name: text.search }).click();
    const dialog = page.getByRole('dialog', { name: text.searchDialog });
    await dialog.getByRole('combobox', { name: text.searchInput }).fill('notion');
    const option = dialog.getByRole('listbox', { name: text.searchResults }).getByRole('option', { name: /Notion/ });
    await option.first().waitFor(WAIT);
    expect(await dialogViolations(page)).toEqual([]);
    await option.first().click();
    await expectAt('/resource/notion');
    await expect.poll(() => heading1().textContent(), WAIT).toMatch(/^Notion/);
    expect(await dialog.count()).toBe(0);
  });

  it('signs up in the modal and completes the onboarding wizard', async () => {
    await page.getByRole('banner').getByRole('button', { name: text.signIn }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: text.toSignUp, exact: true }).click();
    await dialog.getByLabel(text.email).fill(email);
    await dialog.getByLabel(text.password).fill(password);
    expect(await dialogViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: text.signUp, exact: true }).last().click();
    await dialog.getByRole('heading', { name: text.welcome }).waitFor(WAIT);
    await expectNoEnglish();
    await dialog.getByRole('button', { name: text.continue }).click();
    await dialog.getByRole('heading', { name: text.studies }).waitFor(WAIT);
    expect(await dialogViolations(page)).toEqual([]);
    await dialog.getByLabel(text.major, { exact: true }).fill('Computer Science');
    await dialog.getByRole('button', { name: text.continue }).click();
    await dialog.getByRole('button', { name: text.aiTools }).click();
    await dialog.getByRole('button', { name: text.continue }).click();
    await dialog.getByRole('button', { name: text.career }).click();
    await dialog.getByRole('button', { name: text.start }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    const profile = await page.evaluate(async () => (await fetch('/api/profile')).json());
    expect(profile.profile).toMatchObject({ interests: ['AI Tools'], onboarded: true });
    await expectAt('/resource/notion');
  });

  it('saves the resource and finds it on /saved', async () => {
    const control = page.locator('.resource-detail').getByRole('button', { name: text.save, exact: true }).first();
    await control.click();
    await page.getByRole('button', { name: text.unsave }).first().waitFor(WAIT);
    await page.goto(`${baseURL}${prefix}/saved`);
    await page.getByRole('heading', { level: 1, name: text.savedTitle }).waitFor(WAIT);
    await expectNoEnglish();
    const details = page.getByRole('link', { name: text.details });
    await details.first().waitFor(WAIT);
    expect(await details.count()).toBe(1);
    await details.click();
    await expectAt('/resource/notion');
  });

  it('creates a toolkit with resources picked in the editor', async () => {
    await page.goto(`${baseURL}${prefix}/dashboard/create-toolkit`);
    await page.getByRole('heading', { level: 1, name: text.createToolkit }).waitFor(WAIT);
    const kitTitle = `Semana de exámenes ${unique}`;
    await page.getByLabel(text.title, { exact: true }).fill(kitTitle);
    await page.getByLabel(text.description, { exact: true }).fill('Todo lo que uso para la semana de finales.');
    // The picker lists catalog titles as they are (English); the ids give them.
    const picks = ['anki', 'zotero'];
    const titles = await page.evaluate(
      (ids) =>
        Promise.all(
          ids.map(
            async (id) =>
              ((await (await fetch(`/api/resources/${id}`)).json()) as { resource: { title: string } }).resource.title,
          ),
        ),
      picks,
    );
    for (const pick of titles) {
      await page.getByLabel(text.find).fill(pick);
      await page.getByRole('button', { name: text.add(pick), exact: true }).click();
    }
    await page.getByRole('button', { name: text.createToolkit }).click();
    await page.getByText(text.created).waitFor(WAIT);
    await expectAt(/^\/(es|zh)\/toolkit\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: kitTitle }).waitFor(WAIT);
    // Its resources link to their pages in the same language.
    for (const id of picks) await page.locator(`main a[href="${prefix}/resource/${id}"]`).first().waitFor(WAIT);
  });

  it('posts to the bulletin board and sees the success banner', async () => {
    await page.goto(`${baseURL}${prefix}/bulletin-board`);
    await page.getByRole('heading', { level: 1, name: text.board }).waitFor(WAIT);
    await expectNoEnglish();
    await page
      .getByRole('link', { name: text.submitAnArticle })
      .or(page.getByRole('button', { name: text.submitAnArticle }))
      .first()
      .click();
    await expectAt('/bulletin-board/submit');
    await page.getByRole('heading', { level: 1, name: text.submitAnArticle }).waitFor(WAIT);
    await page.getByLabel(text.title, { exact: true }).fill(`Weekly planning ${unique}`);
    await page.getByLabel(text.content).fill(postBody);
    await page.getByLabel(text.tags).fill('Study Tips');
    await page.getByRole('button', { name: text.submitArticle }).click();
    await page.getByRole('status').filter({ hasText: text.submitted }).waitFor(WAIT);
    await expectAt('/bulletin-board/submit');
  });
}

describe('journeys in Spanish (/es/)', () => journeys('es'));
describe('journeys in Chinese (/zh/)', () => journeys('zh'));
