// Browse, category and majors screens at the UI unit level: fetch is stubbed; the built-in list is the real catalog.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import type { Resource } from '@quadkit/core/catalog/types';
import { json, answerEvery } from '@quadkit/core/test-utils/fetch-stub';

const fetchMock = vi.fn<typeof fetch>();
const byTitle = (a: Resource, b: Resource) => a.title.localeCompare(b.title, 'en');

/** Fresh modules per test, so the screens' shared list cache never carries one test's answer into the next. */
async function renderAt(path: string) {
  const { browseRoutes } = await import('../ui/routes');
  const router = createMemoryRouter(browseRoutes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

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

describe('browse screen', () => {
  it('shows 12 cards per page in source order, each with 3 tags and +N', async () => {
    fetchMock.mockImplementation(answerEvery(200, { resources: RESOURCES.toSorted(byTitle) }));
    await renderAt('/browse');
    await screen.findByText(`Showing 1–12 of ${RESOURCES.length} resources`);
    expect(cardTitles()).toEqual(RESOURCES.slice(0, 12).map((r) => r.title));
    const first = screen.getAllByRole('article')[0]!;
    // The chips: '+N' shares the last tag's list item (core tag-summary), so chips are counted, not items.
    const tags = [...within(first).getByRole('list', { name: 'Tags' }).querySelectorAll('.tag')];
    const source = RESOURCES[0]!;
    expect(tags.slice(0, 3).map((t) => t.textContent)).toEqual(source.tags.slice(0, 3));
    if (source.tags.length > 3) expect(tags[3]!.textContent).toContain(`+${source.tags.length - 3}`);
    expect(within(first).getByRole('link', { name: source.title }).getAttribute('href')).toBe(`/resource/${source.id}`);
  });

  it('takes the search from ?q= and matches any of its terms', async () => {
    fetchMock.mockImplementation(answerEvery(200, { resources: RESOURCES }));
    await renderAt('/browse?q=zotero,%20grammarly');
    const text = (r: Resource) => [r.title, r.description, ...r.tags].join(' ').toLowerCase();
    const expected = RESOURCES.filter((r) => text(r).includes('zotero') || text(r).includes('grammarly'));
    expect(expected.length).toBeGreaterThanOrEqual(2);
    await screen.findByText(`Showing 1–${expected.length} of ${expected.length} resources`);
    expect((screen.getByRole('searchbox', { name: 'Search resources' }) as HTMLInputElement).value).toBe(
      'zotero, grammarly',
    );
    expect(cardTitles()).toEqual(expected.map((r) => r.title));
  });

  it("says 'No resources found' when nothing matches, and clearing brings everything back", async () => {
    // The list from /api/resources; the search for the query finds nothing.
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/search')
        ? json(200, { query: 'zzqqxx', results: [], skippedSources: [] })
        : json(200, { resources: RESOURCES }),
    );
    await renderAt('/browse?q=zzqqxx');
    expect(await screen.findByRole('heading', { name: 'No resources found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await screen.findByText(`Showing 1–12 of ${RESOURCES.length} resources`);
  });

  it('shows the built-in list with a note when the API fails', async () => {
    fetchMock.mockImplementation(
      answerEvery(500, { error: { code: 'internal_error', message: 'Something went wrong on our side.' } }),
    );
    // A category that fits on one page (12 cards).
    await renderAt('/browse?category=writing');
    const writing = RESOURCES.filter((r) => r.category === 'writing');
    await screen.findByText(`Showing 1–${writing.length} of ${writing.length} resources`);
    expect(screen.getByText(/built-in list/)).toBeTruthy();
    expect(cardTitles()).toEqual(writing.map((r) => r.title));
  });
});

describe('category screen', () => {
  it('titles the page from the slug, links back home and filters scholarships by tag', async () => {
    const applying = RESOURCES.filter((r) => r.category === 'applying-to-colleges').toSorted(byTitle);
    fetchMock.mockImplementation(answerEvery(200, { resources: applying }));
    await renderAt('/category/applying-to-colleges');
    expect(await screen.findByRole('heading', { level: 1, name: 'Applying to Colleges' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to home/ }).getAttribute('href')).toBe('/');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/resources?category=applying-to-colleges');
    await screen.findByText(`${applying.length} resources`);

    fireEvent.click(screen.getByRole('button', { name: 'Athletic' }));
    const athletic = applying.filter((r) => r.tags.includes('Athletic'));
    await waitFor(() => expect(cardTitles()).toEqual(athletic.map((r) => r.title)));
    const card = screen.getAllByRole('article')[0]!;
    expect(
      within(card)
        .getByRole('link', { name: /Visit Website/ })
        .getAttribute('href'),
    ).toBe(athletic[0]!.url);
  });

  it("shows 'No {category} Found' for a slug that is no category, without asking the API", async () => {
    await renderAt('/category/language-learning');
    expect(await screen.findByRole('heading', { name: 'No Language Learning Found' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Language Learning' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('majors screens', () => {
  it('lists majors under their fields with URL-encoded links', async () => {
    fetchMock.mockImplementation(
      answerEvery(200, {
        fields: [
          {
            id: 'arts',
            name: 'Arts, Design & Performance',
            majors: [{ id: 'art & design', name: 'Art & Design', resourceCount: 2 }],
          },
          { id: 'empty', name: 'Empty Field', majors: [] },
        ],
      }),
    );
    await renderAt('/majors');
    expect(await screen.findByRole('heading', { name: 'Arts, Design & Performance' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Empty Field' })).toBeNull();
    expect(screen.getByRole('link', { name: /Art & Design/ }).getAttribute('href')).toBe('/majors/art%20%26%20design');
  });

  it("says 'Error Loading Majors' with the message and Try Again when the request fails", async () => {
    fetchMock.mockImplementation(
      answerEvery(500, { error: { code: 'internal_error', message: 'Something went wrong on our side.' } }),
    );
    await renderAt('/majors');
    expect(await screen.findByRole('heading', { name: 'Error Loading Majors' })).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('groups a major’s resources by the spec tag groups, else by first tag', async () => {
    const [a, b] = RESOURCES;
    fetchMock.mockImplementation(
      answerEvery(200, {
        major: { id: 'history', name: 'History', fields: [{ id: 'hum', name: 'Humanities & Cultural Studies' }] },
        resources: [
          { ...a, category: 'applying-to-colleges', tags: ['Free'] },
          { ...b, category: 'certifications', tags: ['Exam Prep'] },
        ],
      }),
    );
    await renderAt('/majors/history');
    expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['College', 'Exam Prep']);
  });

  it("says 'Major not found' with a link to /majors on a 404, and 'Error Loading Major Details' otherwise", async () => {
    fetchMock.mockImplementation(answerEvery(404, { error: { code: 'not_found', message: 'Major not found.' } }));
    await renderAt('/majors/nope');
    expect(await screen.findByRole('heading', { name: 'Major not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all majors' }).getAttribute('href')).toBe('/majors');
    cleanup();

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderAt('/majors/history');
    expect(await screen.findByRole('heading', { name: 'Error Loading Major Details' })).toBeTruthy();
  });
});
