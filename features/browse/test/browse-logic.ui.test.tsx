// Browse's pure rules: page numbers, term splitting, any-term matching, sorts, filters and the URL state.
import { describe, expect, it } from 'vitest';
import { resource } from './resource-fixture';
import { clampPage, pageCount, pageItems } from '@quadkit/core/ui/pagination/page-numbers';
import { commonTags, filterResources, matchesAnyTerm, sortResources, splitTerms } from '../ui/browse/browse-filter';
import { type BrowseState, browseSearch, readBrowseState, writeBrowseState } from '../ui/browse/browse-query';
import { inSourceOrder } from '../ui/data/source-order';

/** Page items as text: numbers, and '…' for a gap. */
const shown = (current: number, total: number) =>
  pageItems(current, total).map((item) => (item.kind === 'page' ? String(item.page) : '…'));

describe('page numbers', () => {
  it('shows nothing for a single page', () => {
    expect(shown(1, 1)).toEqual([]);
    expect(shown(1, 0)).toEqual([]);
  });

  it('shows every page when first, last and current ±2 cover them all', () => {
    expect(shown(1, 3)).toEqual(['1', '2', '3']);
    expect(shown(3, 5)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('shows first, last and current ±2 with an ellipsis for each run of hidden pages', () => {
    expect(shown(1, 10)).toEqual(['1', '2', '3', '…', '10']);
    expect(shown(5, 10)).toEqual(['1', '…', '3', '4', '5', '6', '7', '…', '10']);
    expect(shown(10, 10)).toEqual(['1', '…', '8', '9', '10']);
  });

  it('puts no ellipsis next to a neighbour of the first or last page', () => {
    expect(shown(4, 10)).toEqual(['1', '2', '3', '4', '5', '6', '…', '10']);
    expect(shown(7, 10)).toEqual(['1', '…', '5', '6', '7', '8', '9', '10']);
  });

  it('counts 12 per page and keeps a page number inside the range', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(111, 12)).toBe(10);
    expect(clampPage(0, 10)).toBe(1);
    expect(clampPage(14, 10)).toBe(10);
  });
});

describe('browse search terms', () => {
  it('splits on whitespace and commas and drops blanks', () => {
    expect(splitTerms('  Free,design   AI ,, tool\tnotes\n')).toEqual(['free', 'design', 'ai', 'tool', 'notes']);
    expect(splitTerms(' , ')).toEqual([]);
  });

  it('matches when any term appears in the title, description, category or a tag, ignoring case', () => {
    const zotero = resource('zotero', { title: 'Zotero', description: 'Cite your sources.', tags: ['Free'] });
    expect(matchesAnyTerm(zotero, ['nothing', 'ZOT'.toLowerCase()])).toBe(true);
    expect(matchesAnyTerm(zotero, ['sources'])).toBe(true);
    expect(matchesAnyTerm(zotero, ['research'])).toBe(true);
    expect(matchesAnyTerm(zotero, ['free'])).toBe(true);
    expect(matchesAnyTerm(zotero, ['canva', 'figma'])).toBe(false);
    expect(matchesAnyTerm(zotero, [])).toBe(true);
  });

  it('matches category and tag names as the reader sees them too', () => {
    const zotero = resource('zotero', { title: 'Zotero', description: 'Cite your sources.', tags: ['Free'] });
    const spanish = { Free: 'Gratis', Research: 'Investigación' } as Record<string, string>;
    const shown = (_kind: string, english: string) => spanish[english] ?? english;
    expect(matchesAnyTerm(zotero, ['gratis'])).toBe(false);
    expect(matchesAnyTerm(zotero, ['gratis'], shown)).toBe(true);
    expect(matchesAnyTerm(zotero, ['investigación'], shown)).toBe(true);
    expect(matchesAnyTerm(zotero, ['free'], shown)).toBe(true);
  });

  it('filters by category, every selected tag and region together with the terms', () => {
    const list = [
      resource('a', { tags: ['Free', 'STEM'] }),
      resource('b', { tags: ['Free'], category: 'design' }),
      resource('c', { tags: ['Free', 'STEM'], category: 'regional-resources', region: 'west' }),
    ];
    const ids = (state: Parameters<typeof filterResources>[1]) => filterResources(list, state).map((r) => r.id);
    expect(ids({ q: '', category: '', tags: [], region: '' })).toEqual(['a', 'b', 'c']);
    expect(ids({ q: '', category: 'design', tags: [], region: '' })).toEqual(['b']);
    expect(ids({ q: '', category: '', tags: ['Free', 'STEM'], region: '' })).toEqual(['a', 'c']);
    expect(ids({ q: '', category: '', tags: [], region: 'west' })).toEqual(['c']);
    expect(ids({ q: 'about b, about c', category: '', tags: [], region: '' })).toEqual(['a', 'b', 'c']);
    expect(ids({ q: 'b.', category: '', tags: [], region: '' })).toEqual(['b']);
  });
});

describe('browse sorts', () => {
  const list = [
    resource('first', { tags: ['A'], description: 'Medium length text.' }),
    resource('second', { tags: ['A', 'B', 'C'], description: 'Short.' }),
    resource('third', { tags: ['A', 'B', 'C'], description: 'The longest description of the three.' }),
  ];
  const ids = (sort: Parameters<typeof sortResources>[1]) => sortResources(list, sort).map((r) => r.id);

  it('keeps source order for newest', () => {
    expect(ids('newest')).toEqual(['first', 'second', 'third']);
  });

  it('puts the most tags first for popular, ties in source order', () => {
    expect(ids('popular')).toEqual(['second', 'third', 'first']);
  });

  it('puts the longest description first for recommended', () => {
    expect(ids('recommended')).toEqual(['third', 'first', 'second']);
  });

  it('restores catalog order from a title-ordered list, unknown ids last', () => {
    const catalog = [resource('zeta'), resource('alpha'), resource('mid')];
    const byTitle = [resource('alpha'), resource('extra'), resource('mid'), resource('zeta')];
    expect(inSourceOrder(byTitle, catalog).map((r) => r.id)).toEqual(['zeta', 'alpha', 'mid', 'extra']);
  });

  it('offers the most used tags first', () => {
    const tagged = [resource('x', { tags: ['B', 'A'] }), resource('y', { tags: ['B', 'C'] })];
    expect(commonTags(tagged, 2)).toEqual(['B', 'A']);
  });
});

describe('browse URL state', () => {
  it('reads every parameter and falls back to defaults for bad values', () => {
    const state = readBrowseState(
      new URLSearchParams('q=ai+tools&category=design&tags=Free,STEM&tags=AI Tool&region=west&sort=popular&page=3'),
    );
    expect(state).toEqual({
      q: 'ai tools',
      category: 'design',
      tags: ['Free', 'STEM', 'AI Tool'],
      region: 'west',
      forMe: false,
      sort: 'popular',
      page: 3,
    });
    const bad = readBrowseState(new URLSearchParams('sort=random&page=-2'));
    expect(bad.sort).toBe('newest');
    expect(bad.page).toBe(1);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(browseSearch(readBrowseState(new URLSearchParams('')))).toBe('');
    const state: BrowseState = {
      q: 'free',
      category: '',
      tags: ['Free', 'STEM'],
      region: '',
      forMe: false,
      sort: 'newest',
      page: 2,
    };
    const params = writeBrowseState(state);
    expect(params.toString()).toBe('q=free&tags=Free%2CSTEM&page=2');
    expect(readBrowseState(params)).toEqual(state);
  });
});
