// What Lighthouse's accessibility audit caught on the browse pages, pinned cheaply (no axe): headings that never
// skip a level, tile links whose visible words are all in their accessible name, and a prioritised hero image.
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@quadkit/core/catalog/categories';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { json, answerEvery } from '@quadkit/core/test-utils/fetch-stub';
import { CategoryTiles } from '../ui/home/category-tiles';
import { fetchMock, renderAt, setUpRouteHarness } from './route-harness';

setUpRouteHarness();

/** The heading levels in document order, and every place one goes more than one level deeper than the last. */
function skippedLevels(): string[] {
  const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const skips: string[] = [];
  let previous = 0;
  for (const heading of headings) {
    const level = Number(heading.tagName[1]);
    if (previous > 0 && level > previous + 1) skips.push(`h${previous} → h${level} "${heading.textContent}"`);
    previous = level;
  }
  return skips;
}

describe('browse page headings', () => {
  it('puts the result cards one level under the page title (h1 → h2), so no heading level is skipped', async () => {
    fetchMock.mockImplementation(answerEvery(200, { resources: RESOURCES }));
    renderAt('/browse');
    await screen.findByText(/^Showing 1–12 of/);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(12);
    expect(skippedLevels()).toEqual([]);
  });
});

describe('home category tiles', () => {
  it("keep the spec's name 'Browse {name} category', which contains every word shown in the link", async () => {
    const counts = CATEGORIES.map(({ slug }, i) => ({ slug, resourceCount: i + 3 }));
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/api/categories')
        ? json(200, { categories: counts })
        : json(200, { resources: RESOURCES }),
    );
    render(
      <MemoryRouter>
        <CategoryTiles />
      </MemoryRouter>,
    );
    const research = await screen.findByRole('link', { name: 'Browse Research category' });
    // The count is drawn once the API answers: in the tile, beside the link rather than inside it.
    const tile = research.closest('li');
    const count = `${counts.find((c) => c.slug === 'research')?.resourceCount} resources`;
    await waitFor(() => expect(tile?.textContent).toContain(count));
    expect(research.textContent).not.toContain(count);

    const links = screen.getAllByRole('link', { name: /^Browse .+ category$/ });
    expect(links).toHaveLength(CATEGORIES.length);
    for (const link of links) {
      // Axe's label-content-name-mismatch reads all text inside the element, aria-hidden or not.
      const shown = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
      expect(shown).not.toBe('');
      expect(link.getAttribute('aria-label')?.toLowerCase()).toContain(shown.toLowerCase());
    }
  });
});

describe('resource detail hero image', () => {
  // Drawn from the category sprite (shell/scripts/artwork-sprites), which the page's first parse asks for: never an
  // <img> that waits to be scrolled near, and no SVG document of its own to build on the main thread.
  it("is the resource's own artwork, drawn from the category sprite and hidden from screen readers", async () => {
    const notion = RESOURCES.find((r) => r.id === 'notion');
    fetchMock.mockImplementation(answerEvery(200, { resource: notion }));
    renderAt('/resource/notion');
    await screen.findByRole('heading', { level: 1 });
    const hero = document.querySelector('.resource-detail__media svg');
    const name = notion?.image.replace(/^\/images\/categories\/(.+)\.svg$/, '$1');
    expect(hero?.querySelector('use')?.getAttribute('href')).toBe(`/images/categories/sprite.svg#${name}`);
    expect(hero?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('.resource-detail__media img')).toBeNull();
  });
});
