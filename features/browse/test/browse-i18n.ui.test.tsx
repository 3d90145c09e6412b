// Browse's screens in Spanish and Chinese: the package's own tables registered as the shell registers them, the
// screens rendered under a LocaleProvider, and every English text of browse's tables gone from what a student
// sees and hears (catalog content, in lang="en", and tag or category names, another table's, are left aside).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createRef, type ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES } from '@quadkit/core/catalog/categories';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { SCHOLARSHIP_FILTERS, SEARCH_TAG_FILTERS } from '@quadkit/core/catalog/tags';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import type { Message, MessageBundle, Messages } from '@quadkit/core/shared/i18n/messages';
import { json, answerEvery } from '@quadkit/core/test-utils/fetch-stub';
import es from '../ui/translations/es';
import zh from '../ui/translations/zh';

const fetchMock = vi.fn<typeof fetch>();

/** Countries are named by Intl in the reader's language, not from a table. */
const notForUsOrCanada = {
  ...RESOURCES[0]!,
  eligibility: {
    levels: ['undergraduate'],
    regions: ['international'],
    notIn: ['US', 'CA'],
    eduEmail: false,
    cost: 'free',
  },
};

const bundles = Object.values(
  import.meta.glob<Record<string, unknown>>('../ui/**/*messages.ts', { eager: true }),
).flatMap((exports) =>
  Object.values(exports).filter(
    (value): value is MessageBundle<Messages> => typeof value === 'object' && value !== null && 'en' in value,
  ),
);

/** Category and tag names are the taxonomy tables' (another table), so a name like 'Presentation' is not ours. */
const catalogNames = new Set<string>([
  ...CATEGORIES.map((category) => category.name),
  ...RESOURCES.flatMap((resource) => resource.tags),
  ...SEARCH_TAG_FILTERS,
  ...SCHOLARSHIP_FILTERS.map((filter) => filter.name),
]);

const texts = (message: Message | undefined) =>
  message === undefined ? [] : typeof message === 'string' ? [message] : Object.values(message);

/** The fixed pieces of every English text whose translation differs (placeholders cut out), longest first. */
function englishPieces(tables: Record<string, Messages>): string[] {
  const pieces = new Set<string>();
  for (const bundle of bundles) {
    for (const [key, english] of Object.entries(bundle.en)) {
      const translated = texts(tables[bundle.id]?.[key]);
      for (const text of texts(english)) {
        if (translated.includes(text)) continue;
        for (const piece of text.split(/\{\w+\}/).map((part) => part.trim())) {
          if (piece.length >= 3 && !catalogNames.has(piece)) pieces.add(piece);
        }
      }
    }
  }
  return [...pieces].sort((a, b) => b.length - a.length);
}

/** English left on screen: text outside catalog content and names, and the labels a screen reader reads. */
function englishLeft(tables: Record<string, Messages>): string[] {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll('[lang="en"], .tag-list, .tag, .chip, .resource-card__title, h1, mark')) {
    element.remove();
  }
  const seen = [
    ...[...copy.querySelectorAll('*')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
    ),
    ...[...copy.querySelectorAll('*')].flatMap((element) =>
      [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent),
    ),
    ...[...copy.querySelectorAll('*')].map((element) => element.textContent ?? ''),
  ].map((text) => (text ?? '').trim());
  return englishPieces(tables).filter((piece) =>
    seen.some((text) => (piece.length >= 12 ? text.includes(piece) : text === piece)),
  );
}

/** Modules are fresh per test (the screens' list cache), so the tables go to this test's translate module and the
 * provider is this test's context. */
async function fresh() {
  const { registerTranslations } = await import('@quadkit/core/shared/i18n/translate');
  registerTranslations('es', es);
  registerTranslations('zh', zh);
  return import('@quadkit/core/ui/i18n/locale-context');
}

async function renderAt(locale: Locale, element: ReactElement) {
  const { LocaleProvider } = await fresh();
  render(<LocaleProvider locale={locale}>{element}</LocaleProvider>);
}

async function renderRoute(locale: Locale, path: string) {
  const { browseRoutes } = await import('../ui/routes');
  await renderAt(locale, <RouterProvider router={createMemoryRouter(browseRoutes, { initialEntries: [path] })} />);
}

beforeEach(() => {
  vi.resetModules();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('browse in Spanish', () => {
  it('draws /browse with Spanish labels, counts and filters', async () => {
    fetchMock.mockImplementation(answerEvery(200, { resources: RESOURCES }));
    await renderRoute('es', '/browse');
    await screen.findByText(`Mostrando 1–12 de ${RESOURCES.length} recursos`);
    expect(screen.getByRole('heading', { level: 1, name: 'Explorar recursos' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar recursos' }).getAttribute('placeholder')).toBe(
      'Busca por nombre o etiqueta',
    );
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Más recientes' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Todas las regiones' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Medio Oeste' })).toBeTruthy();
    expect(englishLeft(es)).toEqual([]);
  });

  it('says nothing was found in Spanish', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/api/search')
        ? json(200, { query: 'zzzz', results: [], skippedSources: [] })
        : json(200, { resources: RESOURCES }),
    );
    await renderRoute('es', '/browse?q=zzzz');
    await screen.findByRole('heading', { name: 'No se encontraron recursos' });
    expect(screen.getByRole('button', { name: 'Borrar búsqueda y filtros' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preguntar al Asistente de estudio' })).toBeTruthy();
    expect(englishLeft(es)).toEqual([]);
  });

  it("translates the loaders' own failure texts, on the built-in list's notice and on a failed screen", async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 503 }));
    await renderRoute('es', '/browse');
    expect(await screen.findByText(/estás viendo la lista integrada/)).toBeTruthy();
    expect(screen.getByText('(No se pudieron obtener los recursos)')).toBeTruthy();
    expect(englishLeft(es)).toEqual([]);
    cleanup();

    await renderRoute('es', '/majors');
    await screen.findByRole('heading', { name: 'Error al cargar las carreras' });
    expect(screen.getByText('No se pudieron cargar las carreras')).toBeTruthy();
    expect(englishLeft(es)).toEqual([]);
  });

  it('draws a resource page with its English description marked as English', async () => {
    const resource = RESOURCES.find((r) => r.category === 'research' && !r.access?.length && r.tags.includes('Free'));
    if (!resource) throw new Error('the catalog has no research resource without steps');
    fetchMock.mockImplementation(answerEvery(200, { resource: { ...resource, lastVerified: '2026-11-23' } }));
    await renderRoute('es', `/resource/${resource.id}`);
    await screen.findByRole('heading', { level: 1, name: resource.title });
    expect(screen.getByText('Verificado por última vez en').querySelector('time')?.textContent).toBe('nov 2026');
    expect(screen.getByRole('link', { name: /Visitar el sitio web/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Informar un problema' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cómo acceder' })).toBeTruthy();
    expect(screen.getByText(/apoya la investigación académica/)).toBeTruthy();
    expect(screen.getByText(resource.description, { selector: '.resource-detail__description' }).lang).toBe('en');
    expect(englishLeft(es)).toEqual([]);
  });

  it('names the countries a resource is for in Spanish', async () => {
    fetchMock.mockImplementation(answerEvery(200, { resource: notForUsOrCanada }));
    await renderRoute('es', `/resource/${notForUsOrCanada.id}`);
    expect((await screen.findByText('Para quién es:')).parentElement?.textContent).toBe(
      'Para quién es: Licenciatura · Cualquier lugar excepto Estados Unidos, Canadá · Gratis',
    );
  });

  it('opens the report dialog in Spanish', async () => {
    const resource = RESOURCES[0]!;
    fetchMock.mockImplementation(answerEvery(200, { resource }));
    await renderRoute('es', `/resource/${resource.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Informar un problema' }));
    const dialog = await screen.findByRole('dialog', { name: 'Informar un problema' });
    expect(within(dialog).getByRole('radio', { name: 'Enlace roto' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar informe' }));
    expect(await within(dialog).findByText('Elige qué está mal.')).toBeTruthy();
    expect(englishLeft(es)).toEqual([]);
  });

  it("lists an admin's reported problems in Spanish, dated the Spanish way", async () => {
    fetchMock.mockImplementation(
      answerEvery(200, {
        reports: [
          {
            id: 'r1',
            resourceId: 'desmos',
            resourceTitle: 'Desmos',
            resourceUrl: 'https://www.desmos.com',
            reason: 'broken-link',
            note: null,
            createdAt: '2026-11-20T10:00:00.000Z',
            confirmed: false,
          },
        ],
      }),
    );
    const { ReportsPanel } = await import('../ui/reports/reports-panel');
    await renderAt(
      'es',
      <Provider store={createStore()}>
        <MemoryRouter>
          <ReportsPanel user={{ id: 'u-admin', email: 'admin@example.edu', isAdmin: true }} />
        </MemoryRouter>
      </Provider>,
    );
    const card = await screen.findByRole('article', { name: 'Informe sobre Desmos' });
    expect(card.textContent).toContain('Enlace roto · informado el 20 nov 2026 · Abrir el sitio');
    expect(within(card).getByRole('button', { name: 'Confirmar enlace roto' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Resolver' })).toBeTruthy();
    expect(englishLeft(es)).toEqual([]);
  });

  it('searches in the overlay in Spanish', async () => {
    const { default: SearchOverlay } = await import('../ui/search/search-overlay');
    const router = createMemoryRouter(
      [{ path: '/', element: <SearchOverlay open onOpenChange={() => {}} returnFocusTo={createRef()} /> }],
      { initialEntries: ['/'] },
    );
    await renderAt('es', <RouterProvider router={router} />);
    const input = screen.getByRole('combobox', { name: 'Buscar recursos y kits de herramientas' });
    expect(
      screen.getByText('Busca por nombre, tema o etiqueta, o elige un filtro.', { selector: '[aria-hidden]' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kits' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar búsqueda' })).toBeTruthy();
    fetchMock.mockImplementation(answerEvery(200, { query: 'qqq', results: [], skippedSources: [] }));
    fireEvent.change(input, { target: { value: 'qqq' } });
    expect(
      await screen.findByText('No se encontraron resultados para «qqq»', { selector: '[aria-hidden]' }),
    ).toBeTruthy();
    expect(englishLeft(es)).toEqual([]);
  });
});

describe('browse in Chinese', () => {
  it('draws the home category tiles and Popular Majors in Chinese', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/api/categories')
        ? json(200, { categories: [{ slug: 'research', resourceCount: 1 }] })
        : json(200, { majors: [{ id: 'music', name: 'Music', resourceCount: 3 }] }),
    );
    const { CategoryTiles } = await import('../ui/home/category-tiles');
    const { PopularMajors } = await import('../ui/home/popular-majors');
    await renderAt(
      'zh',
      <MemoryRouter>
        <CategoryTiles />
        <PopularMajors />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '按类别浏览' })).toBeTruthy();
    const research = screen.getByRole('link', { name: '浏览“Research”类别' });
    await waitFor(() => expect(research.closest('li')?.textContent).toContain('1 个资源'));
    expect((await screen.findByRole('link', { name: /Music/ })).textContent).toBe('Music3 个资源');
    expect(screen.getByRole('link', { name: /查看全部专业/ })).toBeTruthy();
    expect(englishLeft(zh)).toEqual([]);
  });

  it('draws the Regional Resources page with its panels in Chinese', async () => {
    const regional = RESOURCES.filter((r) => r.category === 'regional-resources');
    fetchMock.mockImplementation(answerEvery(200, { resources: regional }));
    await renderRoute('zh', '/category/regional-resources?region=nowhere');
    await screen.findByText(`${regional.length} 个资源`);
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '按地区查找资源' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '全部地区' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '住房' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '浏览全部资源' })).toBeTruthy();
    expect(englishLeft(zh)).toEqual([]);
  });

  it('says why a filtered category is empty in Chinese', async () => {
    const regional = RESOURCES.filter((r) => r.category === 'regional-resources');
    fetchMock.mockImplementation(
      answerEvery(200, { resources: regional.slice(0, 1).map((r) => ({ ...r, tags: [] })) }),
    );
    await renderRoute('zh', '/category/regional-resources?region=west&focus=grants');
    await screen.findByText('没有符合“西部和助学金”的内容。试试其他筛选条件，或清除它。');
    expect(screen.getByRole('button', { name: '清除筛选' })).toBeTruthy();
    expect(englishLeft(zh)).toEqual([]);
  });

  it('names the countries a resource is for in Chinese', async () => {
    fetchMock.mockImplementation(answerEvery(200, { resource: notForUsOrCanada }));
    await renderRoute('zh', `/resource/${notForUsOrCanada.id}`);
    expect((await screen.findByText('适用对象：')).parentElement?.textContent).toBe(
      '适用对象： 本科 · 不限地区（美国、加拿大除外） · 免费',
    );
  });

  it('lists majors and one major in Chinese', async () => {
    fetchMock.mockImplementation(
      answerEvery(200, {
        fields: [{ id: 'arts', name: 'Arts', majors: [{ id: 'music', name: 'Music', resourceCount: 1 }] }],
      }),
    );
    await renderRoute('zh', '/majors');
    await screen.findByRole('heading', { level: 1, name: '按专业探索' });
    expect(screen.getByRole('searchbox', { name: '查找专业' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Music/ }).textContent).toBe('Music1 个资源');
    expect(englishLeft(zh)).toEqual([]);
    cleanup();

    const resource = RESOURCES.find((r) => r.category === 'writing')!;
    fetchMock.mockImplementation(
      answerEvery(200, {
        major: { id: 'music', name: 'Music', fields: [{ id: 'arts', name: 'Arts' }] },
        resources: [resource],
      }),
    );
    await renderRoute('zh', '/majors/music');
    await screen.findByText('为Music专业学生精选的 1 个资源，按各自最擅长的用途分组。');
    expect(screen.getByRole('heading', { level: 2, name: '学术' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '全部专业' })).toBeTruthy();
    expect(englishLeft(zh)).toEqual([]);
  });

  it('gives the page heads Chinese titles and descriptions', async () => {
    await fresh();
    const { browseHead, majorsHead } = await import('../ui/data/heads');
    const url = new URL('https://quadkit.example/browse');
    const failed = { ok: false as const, message: 'down', notFound: false };
    const args = { data: failed, params: {}, url, slot: () => undefined, locale: 'zh' as const };
    expect(browseHead(args)).toMatchObject({ title: '浏览资源 – Quadkit' });
    expect(majorsHead(args)).toMatchObject({ description: '按学科领域分组，找到适合你专业的工具、指南和奖学金。' });
  });
});
