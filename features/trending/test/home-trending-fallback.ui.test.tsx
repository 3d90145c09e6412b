// Home's Trending Now when the API cannot be reached: the built-in resources with score 0 (SPEC section 8),
// never an empty hole where the section was.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { callsTo, handlers, json, resetFetchStub } from '@quadkit/core/test-utils/fetch-stub';
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
    // Score 0 shows no score; the first three still carry Hot.
    expect(within(list).queryAllByText(/^Score/)).toEqual([]);
    expect(within(list).getAllByText('Hot')).toHaveLength(3);
    expect(callsTo(TRENDING)).toHaveLength(1);
  });
});
