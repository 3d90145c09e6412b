// Home's Trending Now when the API cannot be reached: the built-in resources with score 0 (SPEC section 8),
// never an empty hole where the section was.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { json } from '@quadkit/core/test-utils/fetch-stub';
import TrendingNow from '../ui/home/trending-now';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderSection = () =>
  render(
    <MemoryRouter>
      <TrendingNow />
    </MemoryRouter>,
  );

describe('home Trending Now', () => {
  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the worker answers 500', () => Promise.resolve(json(500, { error: { code: 'internal', message: 'Boom' } }))],
  ])('shows six built-in resources with score 0 when %s', async (_case, answer) => {
    fetchMock.mockImplementation(answer);
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
  });
});
