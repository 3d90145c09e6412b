// /trending and home's Trending Now in Spanish and Chinese: the reader's language everywhere but the catalog's own
// titles and descriptions, which stay English (lang="en").
import { cleanup, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryTitle } from '@quadkit/core/catalog/categories';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { registerTranslations } from '@quadkit/core/shared/i18n/translate';
import { json, handlers, resetFetchStub } from '@quadkit/core/test-utils/fetch-stub';
import { englishLeft } from '@quadkit/core/test-utils/english-left';
import { LocaleProvider } from '@quadkit/core/ui/i18n/locale-context';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import type { RecommendationsBody } from '../shared/recommendation-body';
import type { TrendingBody } from '../shared/trending-body';
import { fallbackMessages } from '../ui/components/fallback.messages';
import { trendingCardMessages } from '../ui/components/trending-card.messages';
import RecommendedForYou from '../ui/home/recommended-for-you';
import { recommendedMessages } from '../ui/home/recommended-for-you.messages';
import TrendingNow from '../ui/home/trending-now';
import { trendingNowMessages } from '../ui/home/trending-now.messages';
import { trendingRoutes } from '../ui/routes';
import { trendingMessages } from '../ui/screens/trending.messages';
import es from '../ui/translations/es';
import zh from '../ui/translations/zh';

const resources = RESOURCES.slice(0, 4);
const body = (source: TrendingBody['source']): TrendingBody => ({
  entries: resources.map((resource, i) => ({ resource, score: source === 'activity' ? 30 - i : 0 })),
  windowDays: 14,
  computedAt: '2026-11-23T00:00:00.000Z',
  source,
});
const firstCategory = categoryTitle(resources[0]!.category);
const bundles = [trendingMessages, trendingCardMessages, trendingNowMessages, fallbackMessages];

beforeAll(() => {
  // A category name of each language, to see the cards name categories through the taxonomy tables.
  registerTranslations('es', { ...es, 'catalog.category': { [firstCategory]: 'Categoría traducida' } });
  registerTranslations('zh', { ...zh, 'catalog.category': { [firstCategory]: '已译类别' } });
});
beforeEach(resetFetchStub);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(locale: Locale, answer = () => json(200, body('activity'))) {
  handlers['GET /api/trending?window_days=14&limit=50'] = answer;
  const router = createMemoryRouter(trendingRoutes, { initialEntries: ['/trending'] });
  render(
    <LocaleProvider locale={locale}>
      <RouterProvider router={router} />
    </LocaleProvider>,
  );
  return router;
}

describe('/trending in Spanish', () => {
  it('shows its headings, filters, badges and stats in Spanish, and no English text of its tables', async () => {
    const router = renderPage('es');
    const list = await screen.findByRole('list', { name: 'Recursos en tendencia' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tendencias' })).toBeTruthy();
    expect(screen.getByText('Los recursos que más ven y guardan los estudiantes en este momento.')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar recursos en tendencia' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Todas las categorías' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Categoría traducida' })).toBeTruthy();
    const hot = [...list.querySelectorAll('.trending-badge--hot')].map((badge) => badge.textContent);
    expect(hot).toEqual(['Popular', 'Popular', 'Popular', 'Popular']);
    expect(within(list).getByText('Puntuación 30')).toBeTruthy();
    expect(within(list).getAllByText('Categoría traducida').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Estadísticas de tendencias' })).toBeTruthy();
    expect(document.title).toBe('Tendencias – Quadkit');
    // Catalog content stays English, marked so screen readers read it as English.
    expect(within(list).getByRole('heading', { name: resources[0]!.title }).getAttribute('lang')).toBe('en');
    expect(englishLeft(document.body, bundles, es)).toEqual([]);
    router.dispose();
  });
});

describe('/trending when the API fails without a message', () => {
  it.each([
    ['en', 'Error Loading Trending Resources', 'An error occurred'],
    ['es', 'Error al cargar los recursos en tendencia', 'Ocurrió un error'],
  ] as const)('says so in the reader’s language (%s)', async (locale, title, message) => {
    const router = renderPage(locale, () => new Response(null, { status: 503 }));
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    router.dispose();
  });
});

describe('home Trending Now in Chinese', () => {
  it('says the fallback list is not live, in Chinese, with no English text of its tables', async () => {
    handlers['GET /api/trending?window_days=14&limit=6'] = () => json(200, body('fallback'));
    render(
      <LocaleProvider locale="zh">
        <MemoryRouter>
          <TrendingNow />
        </MemoryRouter>
      </LocaleProvider>,
    );
    await screen.findByRole('list', { name: '热门资源' });
    expect(screen.getByRole('heading', { name: '热门' })).toBeTruthy();
    expect(screen.getByText('热门榜单统计中，先看看大家常用的精选。')).toBeTruthy();
    expect(screen.getByRole('link', { name: /查看全部热门/ })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^查看详情/ })).toHaveLength(4);
    expect(englishLeft(document.body, bundles, zh)).toEqual([]);
  });
});

describe('Recommended for You in Spanish', () => {
  const toolkit = (id: string, resourceCount: number) => ({
    type: 'toolkit' as const,
    score: 1,
    toolkit: { id, title: `Kit ${id}`, description: 'Study tools', emoji: '📚', resourceCount },
  });

  it.each([
    ['en', 'Recommended for You', 'Toolkit · 1 resource', 'Toolkit · 4 resources'],
    ['es', 'Recomendado para ti', 'Kit de herramientas · 1 recurso', 'Kit de herramientas · 4 recursos'],
  ] as const)('counts a toolkit’s resources with the right plural (%s)', async (locale, title, one, four) => {
    const answer: RecommendationsBody = {
      hasProfile: true,
      items: [{ type: 'resource', score: 2, resource: resources[0]! }, toolkit('a', 1), toolkit('b', 4)],
    };
    handlers['GET /api/recommendations'] = () => json(200, answer);
    const store = createStore();
    store.set(sessionUserAtom, { id: 'user-ada', email: 'ada@example.edu', isAdmin: false });
    render(
      <LocaleProvider locale={locale}>
        <Provider store={store}>
          <MemoryRouter>
            <RecommendedForYou />
          </MemoryRouter>
        </Provider>
      </LocaleProvider>,
    );
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(await screen.findByText(one)).toBeTruthy();
    expect(screen.getByText(four)).toBeTruthy();
    if (locale === 'es') expect(englishLeft(document.body, [recommendedMessages], es)).toEqual([]);
  });
});
