// /trending's heading outline (Lighthouse heading-order): the cards sit one level under the page title.
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { answerEvery } from '@quadkit/core/test-utils/fetch-stub';
import type { TrendingBody } from '../shared/trending-body';
import { trendingRoutes } from '../ui/routes';

const fetchMock = vi.fn<typeof fetch>();
const routers: Array<ReturnType<typeof createMemoryRouter>> = [];

const body: TrendingBody = {
  entries: RESOURCES.slice(0, 3).map((resource, i) => ({ resource, score: 30 - i })),
  windowDays: 14,
  computedAt: '2026-11-23T00:00:00.000Z',
  source: 'activity',
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  for (const router of routers.splice(0)) router.dispose();
  vi.unstubAllGlobals();
});

describe('trending page headings', () => {
  it('gives each card an h2 right under the h1, so no heading level is skipped', async () => {
    fetchMock.mockImplementation(answerEvery(200, body));
    const router = createMemoryRouter(trendingRoutes, { initialEntries: ['/trending'] });
    routers.push(router);
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 2, name: RESOURCES[0]!.title });
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1);
    expect(skips).toEqual([]);
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });
});

describe('trending page from the fallback', () => {
  const renderWith = async (source: TrendingBody['source']) => {
    const answer: TrendingBody = {
      ...body,
      entries: RESOURCES.slice(0, 5).map((resource, i) => ({ resource, score: source === 'activity' ? 30 - i : 0 })),
      source,
    };
    fetchMock.mockImplementation(answerEvery(200, answer));
    const router = createMemoryRouter(trendingRoutes, { initialEntries: ['/trending'] });
    routers.push(router);
    render(<RouterProvider router={router} />);
    return screen.findByRole('list', { name: 'Trending resources' });
  };

  it('says the list is not live and shows no ranks, scores or Hot badges', async () => {
    const list = await renderWith('fallback');
    expect(screen.getByText(/Popular picks while trending warms up/)).toBeTruthy();
    expect(screen.queryByText(/viewing and saving most right now/)).toBeNull();
    expect(within(list).queryAllByText(/^#\d+$/)).toEqual([]);
    expect(within(list).queryAllByText(/^Score/)).toEqual([]);
    expect(within(list).queryAllByText('Hot')).toEqual([]);
  });

  it('ranks with #n, scores and Hot when the ranking comes from activity', async () => {
    const list = await renderWith('activity');
    expect(screen.getByText('The resources students are viewing and saving most right now.')).toBeTruthy();
    expect(within(list).getByText('#1')).toBeTruthy();
    expect(within(list).getAllByText('Hot')).toHaveLength(5);
    expect(screen.queryByText(/Popular picks/)).toBeNull();
  });
});
