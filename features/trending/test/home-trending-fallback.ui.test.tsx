// Home's Trending Now when the API cannot be reached: the built-in resources with score 0 (docs/product.md#when-something-fails),
// never an empty hole where the section was. Whenever the list is that fallback (also when the API answers
// `source: 'fallback'`), the section says it is not live and shows no Hot badges.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { callsTo, handlers, json, resetFetchStub } from '@quadkit/core/test-utils/fetch-stub';
import type { TrendingBody } from '../shared/trending-body';
import TrendingNow from '../ui/home/trending-now';

const TRENDING = 'GET /api/trending?window_days=14&limit=6';

beforeEach(resetFetchStub);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderSection = () =>
  render(
    <MemoryRouter>
      <TrendingNow />
    </MemoryRouter>,
  );

describe('home Trending Now', () => {
  it.each([
    [
      'the network fails',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
    ['the worker answers 500', () => json(500, { error: { code: 'internal', message: 'Boom' } })],
  ])('shows six built-in resources with score 0 when %s', async (_case, answer) => {
    handlers[TRENDING] = answer;
    renderSection();
    const list = await screen.findByRole('list', { name: 'Trending now' });
    const items = [...list.children] as HTMLElement[];
    expect(items).toHaveLength(6);
    const titles = new Set(RESOURCES.map((resource) => resource.title));
    for (const item of items) {
      const heading = within(item).getByRole('heading', { level: 3 });
      expect(titles.has(heading.textContent ?? '')).toBe(true);
    }
    // Score 0 shows no score, and a list that is not live carries no Hot badge (it had three).
    expect(within(list).queryAllByText(/^Score/)).toEqual([]);
    expect(within(list).queryAllByText('Hot')).toEqual([]);
    expect(screen.getByText(/Popular picks while trending warms up/)).toBeTruthy();
    expect(callsTo(TRENDING)).toHaveLength(1);
  });

  const answer = (source: TrendingBody['source']): TrendingBody => ({
    entries: RESOURCES.slice(0, 6).map((resource) => ({ resource, score: source === 'activity' ? 20 : 0 })),
    windowDays: 14,
    computedAt: '2026-11-26T00:00:00.000Z',
    source,
  });

  it("says 'Popular picks while trending warms up', with no Hot badge, when the API answers its fallback", async () => {
    handlers[TRENDING] = () => json(200, answer('fallback'));
    renderSection();
    const list = await screen.findByRole('list', { name: 'Trending now' });
    expect(list.children).toHaveLength(6);
    expect(screen.getByText(/Popular picks while trending warms up/)).toBeTruthy();
    expect(screen.queryByText(/viewing and saving/)).toBeNull();
    expect(within(list).queryAllByText('Hot')).toEqual([]);
    expect(within(list).queryAllByText(/^Score/)).toEqual([]);
  });

  it('keeps the live wording and Hot on the first three when the ranking comes from activity', async () => {
    handlers[TRENDING] = () => json(200, answer('activity'));
    renderSection();
    const list = await screen.findByRole('list', { name: 'Trending now' });
    expect(within(list).getAllByText('Hot')).toHaveLength(3);
    expect(screen.getByText('What students are viewing and saving this fortnight.')).toBeTruthy();
    expect(screen.queryByText(/Popular picks/)).toBeNull();
  });
});
