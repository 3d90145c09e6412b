// The search overlay at the UI unit level: fetch is stubbed; Radix Dialog, the router and timers are real.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse, SearchResult } from '../shared/search-responses';
import SearchOverlay from '../ui/search/search-overlay';
import { json, answerEvery } from '@quadkit/core/test-utils/fetch-stub';

const fetchMock = vi.fn<typeof fetch>();

const result = (id: string, over: Partial<SearchResult> = {}): SearchResult => ({
  id,
  kind: 'resource',
  title: id,
  description: `About ${id}.`,
  category: 'presentation',
  categoryName: 'Presentation',
  tableName: 'presentation_resources',
  url: `https://${id}.example`,
  tags: ['Free'],
  image: '/images/categories/presentation-1.svg',
  emoji: null,
  matches: { fields: ['title'], title: [{ text: id, hit: true }], description: [], tags: [] },
  ...over,
});

const answer = (query: string, results: SearchResult[]): SearchResponse => ({ query, results, skippedSources: [] });

function renderOverlay() {
  const onOpenChange = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/', element: <SearchOverlay open onOpenChange={onOpenChange} returnFocusTo={createRef()} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  const input = screen.getByRole('combobox', { name: 'Search resources and toolkits' });
  return { router, input, onOpenChange };
}

/** The results listbox (the category select has options of its own). */
const results = () => within(screen.getByRole('listbox', { name: 'Search results' }));

const type = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });
const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no layout, so no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('search overlay', () => {
  it('waits for 2 characters before searching, with a hint meanwhile', async () => {
    const { input } = renderOverlay();
    type(input, 'p');
    expect(
      await screen.findByText('Keep typing: search starts at 2 characters.', { selector: 'p[aria-hidden]' }),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('searches as you type and marks the matched words as text, never as markup', async () => {
    fetchMock.mockImplementation(
      answerEvery(
        200,
        answer('pres', [
          result('prezi', {
            title: 'Prezi <img src=x onerror=alert(1)>',
            matches: {
              fields: ['description'],
              title: [],
              description: [
                { text: 'Pres', hit: true },
                { text: 'entation <b>tool</b>', hit: false },
              ],
              tags: ['Free'],
            },
          }),
        ]),
      ),
    );
    const { input } = renderOverlay();
    type(input, 'pres');
    const option = await results().findByRole('option');
    expect(requested()).toEqual(['/api/search?q=pres']);
    expect(within(option).getByText('Pres').tagName).toBe('MARK');
    expect(option.textContent).toContain('Prezi <img src=x onerror=alert(1)>');
    expect(option.textContent).toContain('entation <b>tool</b>');
    expect(option.querySelector('img[src="x"], b')).toBeNull();
    expect(within(option).getByText('Free').tagName).toBe('MARK');
  });

  it('moves the active result with the arrow keys and opens it with Enter', async () => {
    fetchMock.mockImplementation(
      answerEvery(
        200,
        answer('pres', [
          result('prezi'),
          result('gamma'),
          result('finals-kit', { kind: 'toolkit', url: null, image: null, emoji: '📚' }),
        ]),
      ),
    );
    const { input, router, onOpenChange } = renderOverlay();
    type(input, 'pres');
    const options = await results().findAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]!.id);

    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/toolkit/finals-kit'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('opens a resource at /resource/{id}, URL-encoded', async () => {
    fetchMock.mockImplementation(answerEvery(200, answer('khan', [result('khan academy')])));
    const { input, router } = renderOverlay();
    type(input, 'khan');
    fireEvent.click(await results().findByRole('option'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resource/khan%20academy'));
  });

  it('says \'No results found for "{query}"\' when nothing matches', async () => {
    fetchMock.mockImplementation(answerEvery(200, answer('zzqq', [])));
    const { input } = renderOverlay();
    type(input, 'zzqq');
    expect(await screen.findByText('No results found for "zzqq"', { selector: 'p[aria-hidden]' })).toBeTruthy();
  });

  it('says which words it kept when all of them together matched nothing', async () => {
    const q = 'how do I cite in APA';
    fetchMock.mockImplementation(answerEvery(200, { ...answer(q, [result('zotero-bib')]), relaxedQuery: 'cite apa' }));
    const { input } = renderOverlay();
    type(input, q);
    const line = await screen.findByText('"cite apa"');
    expect(line.closest('p')?.textContent).toBe(
      'No exact match for "how do I cite in APA". Showing results for "cite apa"',
    );
    expect(results().getByText('zotero-bib')).toBeTruthy();
  });

  it('keeps the empty state and the Study Assistant hand-off when nothing relevant is found', async () => {
    fetchMock.mockImplementation(answerEvery(200, answer('how do I qwzxv', [])));
    const { input } = renderOverlay();
    type(input, 'how do I qwzxv');
    expect(
      await screen.findByText('No results found for "how do I qwzxv"', { selector: 'p[aria-hidden]' }),
    ).toBeTruthy();
    expect(screen.getByText('Ask the Study Assistant')).toBeTruthy();
    expect(screen.queryByText(/No exact match/)).toBeNull();
  });

  it('searches a tag, type or category filter without text, and sends them all', async () => {
    fetchMock.mockImplementation(answerEvery(200, answer('', [result('zotero')])));
    renderOverlay();
    fireEvent.click(screen.getByRole('button', { name: 'Research Tool' }));
    await results().findByRole('option');
    expect(requested().at(-1)).toBe('/api/search?tags=Research+Tool');

    fireEvent.click(screen.getByRole('button', { name: 'Resources' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'research' } });
    await waitFor(() =>
      expect(requested().at(-1)).toBe('/api/search?category=research&tags=Research+Tool&type=resource'),
    );
  });

  it('sorts by newest, bookmarks or views: sent with the query, never a search on its own', async () => {
    fetchMock.mockImplementation(answerEvery(200, answer('notes', [result('notion')])));
    const { input } = renderOverlay();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect([...(sort as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Best match',
      'Newest',
      'Most bookmarked',
      'Most viewed',
    ]);
    fireEvent.change(sort, { target: { value: 'views' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requested()).toEqual([]);
    type(input, 'notes');
    await waitFor(() => expect(requested().at(-1)).toBe('/api/search?q=notes&sort=views'));
    fireEvent.change(sort, { target: { value: 'bookmarks' } });
    await waitFor(() => expect(requested().at(-1)).toBe('/api/search?q=notes&sort=bookmarks'));
  });

  it('shows a short error line when the search fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { input } = renderOverlay();
    type(input, 'notion');
    expect(
      await screen.findByText(/^Search failed: Could not reach the server/, { selector: 'p[aria-hidden]' }),
    ).toBeTruthy();
    expect(results().queryAllByRole('option')).toHaveLength(0);
  });

  it('ignores a slow answer to an older query', async () => {
    let answerOld: (response: Response) => void = () => {};
    fetchMock.mockImplementation((url) =>
      String(url).endsWith('q=no')
        ? new Promise<Response>((resolve) => (answerOld = resolve))
        : Promise.resolve(json(200, answer('notion', [result('notion')]))),
    );
    const { input } = renderOverlay();
    type(input, 'no');
    await waitFor(() => expect(requested()).toEqual(['/api/search?q=no']));
    type(input, 'notion');
    await results().findByRole('option');
    await act(async () => answerOld(json(200, answer('no', [result('stale-1'), result('stale-2')]))));
    expect(results().getAllByRole('option')).toHaveLength(1);
    expect(results().getByRole('option').textContent).toContain('notion');
  });
});
