// Resource detail screen at the UI unit level: fetch is stubbed; the built-in list is the real catalog.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import type { Resource } from '@quadkit/core/catalog/types';
import { answerEvery } from '@quadkit/core/test-utils/fetch-stub';
import { fetchMock, renderAt, setUpRouteHarness } from './route-harness';

const zotero: Resource = {
  id: 'zotero',
  title: 'Zotero',
  description: 'A free, open-source reference manager that collects, organises and cites your research sources.',
  category: 'research',
  tags: ['Free', 'Research Tool', 'Citations'],
  url: 'https://www.zotero.org',
  image: '/images/categories/research-1.svg',
  lastVerified: '2026-11-23',
};

setUpRouteHarness();

describe('resource detail', () => {
  it('shows a spinner while the resource loads', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderAt('/resource/zotero');
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it("says 'Not yet verified' for a resource no check has reached, rather than a date", async () => {
    const { lastVerified: _none, ...unchecked } = zotero;
    fetchMock.mockImplementation(answerEvery(200, { resource: unchecked }));
    renderAt('/resource/zotero');
    expect(await screen.findByText('Not yet verified')).toBeTruthy();
    expect(screen.queryByText('Last verified', { exact: false })).toBeNull();
  });

  it('shows the resource the API returns', async () => {
    fetchMock.mockImplementation(answerEvery(200, { resource: zotero }));
    renderAt('/resource/zotero');

    expect(await screen.findByRole('heading', { level: 1, name: 'Zotero' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/resources/zotero');
    expect(screen.getAllByText('Research').length).toBeGreaterThan(0);
    expect(screen.getByText('Last verified', { exact: false }).textContent).toBe('Last verified Nov 2026');
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(zotero.description)).toBeTruthy();
    expect(document.title).toBe('Zotero – Quadkit');

    const visit = screen.getByRole('link', { name: /Visit Website/ });
    expect(visit.getAttribute('href')).toBe('https://www.zotero.org');
    expect(visit.getAttribute('target')).toBe('_blank');
    expect(visit.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.querySelector('[data-slot="bookmark"]')).not.toBeNull();
  });

  it('lists only the tags with a known blurb under Features', async () => {
    fetchMock.mockImplementation(answerEvery(200, { resource: zotero }));
    renderAt('/resource/zotero');
    const features = (await screen.findByRole('heading', { name: 'Features' })).closest('section')!;
    const items = within(features)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    expect(items).toEqual(['Free', 'Research Tool']);
  });

  it('uses the category-specific About and How to Access text', async () => {
    fetchMock.mockImplementation(answerEvery(200, { resource: zotero }));
    renderAt('/resource/zotero');
    await screen.findByRole('heading', { name: 'How to Access' });
    expect(screen.getByText(/supports academic research/)).toBeTruthy();
    expect(screen.getByText(/Sign in through your university library/)).toBeTruthy();
  });

  it('shows the item’s own access steps and About instead of the category template', async () => {
    const oyez: Resource = {
      ...zotero,
      id: 'oyez',
      title: 'Oyez',
      access: ['Open oyez.org and search a case; no account or sign-in is needed.', 'Press play on the argument.'],
      about: 'A free law project from Cornell’s Legal Information Institute, Justia and Chicago-Kent College of Law.',
    };
    fetchMock.mockImplementation(answerEvery(200, { resource: oyez }));
    renderAt('/resource/oyez');
    const heading = await screen.findByRole('heading', { name: 'How to Access' });
    const steps = within(heading.closest('section')!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual(oyez.access);
    expect(screen.getByText(oyez.about!)).toBeTruthy();
    expect(screen.queryByText(/Sign in through your university library/)).toBeNull();
    expect(screen.queryByText(/supports academic research/)).toBeNull();
  });

  it('shows only the description and the steps when an item has nothing to add in About', async () => {
    const steps = ['Search at pubmed.ncbi.nlm.nih.gov; no account is needed.'];
    fetchMock.mockImplementation(answerEvery(200, { resource: { ...zotero, access: steps } }));
    renderAt('/resource/zotero');
    await screen.findByRole('heading', { name: 'How to Access' });
    expect(screen.queryByRole('heading', { name: 'About' })).toBeNull();
    expect(screen.getAllByText(zotero.description)).toHaveLength(1);
    expect(screen.getByText(steps[0]!)).toBeTruthy();
  });

  it('falls back to the description and a generic pointer for other categories', async () => {
    const wellness: Resource = { ...zotero, id: 'calm', title: 'Calm', category: 'wellness', tags: [] };
    fetchMock.mockImplementation(answerEvery(200, { resource: wellness }));
    renderAt('/resource/calm');
    await screen.findByRole('heading', { name: 'About' });
    expect(screen.getAllByText(wellness.description)).toHaveLength(2);
    expect(screen.getByText('Visit the website to learn more and get started.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Features' })).toBeNull();
  });

  it('URL-decodes the id from the path', async () => {
    fetchMock.mockImplementation(answerEvery(200, { resource: { ...zotero, id: 'khan academy' } }));
    renderAt('/resource/khan%20academy');
    await screen.findByRole('heading', { level: 1 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/resources/khan%20academy');
  });

  it('shows "Resource not found" with a link home on a 404', async () => {
    fetchMock.mockImplementation(
      answerEvery(404, { error: { code: 'not_found', message: 'No resource with that id.' } }),
    );
    renderAt('/resource/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resource not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('falls back to the built-in list when the request fails', async () => {
    const notion = RESOURCES.find((resource) => resource.id === 'notion')!;
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/resource/notion');
    expect(await screen.findByRole('heading', { level: 1, name: notion.title })).toBeTruthy();
  });

  it('falls back to the built-in list on a server error', async () => {
    const notion = RESOURCES.find((resource) => resource.id === 'notion')!;
    fetchMock.mockImplementation(
      answerEvery(503, { error: { code: 'unavailable', message: 'Down for maintenance.' } }),
    );
    renderAt('/resource/notion');
    expect(await screen.findByRole('heading', { level: 1, name: notion.title })).toBeTruthy();
  });

  it('shows "Resource not found" when the API fails and the built-in list lacks the id', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/resource/not-a-real-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resource not found' })).toBeTruthy();
  });
});
