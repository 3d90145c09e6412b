// Category page and majors rules: titles from slugs, the panels' filters, grouping by first tag, home picks.
import { describe, expect, it } from 'vitest';
import { categoryTitle } from '@quadkit/core/catalog/categories';
import { resource } from './resource-fixture';
import { activeFilterNames, applyCategoryFilters, readCategoryFilters } from '../ui/category/category-filters';
import { itemList } from '@quadkit/core/shared/structured-data';
import { pickFeatured, pickPopular } from '../shared/home-picks';
import { groupByFirstTag } from '../ui/majors/group-by-first-tag';

describe('category title', () => {
  it('names the known slugs as the spec does', () => {
    expect(categoryTitle('ai-tools')).toBe('AI Tools');
    expect(categoryTitle('applying-to-colleges')).toBe('Applying to Colleges');
    expect(categoryTitle('student-perks')).toBe('Student Perks');
    expect(categoryTitle('study-abroad')).toBe('Study Abroad');
    expect(categoryTitle('regional-resources')).toBe('Regional Resources');
  });

  it('turns any other slug into capitalised words joined with spaces', () => {
    expect(categoryTitle('language-learning')).toBe('Language Learning');
    expect(categoryTitle('study--and-productivity-')).toBe('Study And Productivity');
    expect(categoryTitle('x')).toBe('X');
  });
});

describe('category filters', () => {
  const list = [
    resource('cal-grant', { category: 'regional-resources', region: 'west', tags: ['Grants'] }),
    resource('housing', { category: 'regional-resources', region: 'nationwide', tags: ['Housing', 'Support'] }),
    resource('dream', { category: 'regional-resources', region: 'undocumented', tags: ['Scholarship', 'Support'] }),
  ];
  const ids = (query: string) =>
    applyCategoryFilters(list, readCategoryFilters(new URLSearchParams(query))).map((r) => r.id);

  it('narrows by region and by focus card (its tag)', () => {
    expect(ids('region=west')).toEqual(['cal-grant']);
    expect(ids('focus=support')).toEqual(['housing', 'dream']);
    expect(ids('focus=support&region=undocumented')).toEqual(['dream']);
  });

  it('narrows by scholarship type through its tag', () => {
    expect(ids('scholarship=all-scholarships')).toEqual(['dream']);
    expect(ids('scholarship=merit')).toEqual([]);
  });

  it('ignores unknown filter ids, and names the active ones', () => {
    expect(ids('region=atlantis&focus=nope')).toEqual(['cal-grant', 'housing', 'dream']);
    expect(activeFilterNames(readCategoryFilters(new URLSearchParams('region=undocumented&focus=grants')))).toEqual([
      'Undocumented Student Resources',
      'Grants',
    ]);
  });
});

describe('grouping by first tag', () => {
  it("groups by each resource's first tag in order of appearance, 'General' for none", () => {
    const groups = groupByFirstTag([
      resource('a', { tags: ['Free', 'STEM'] }),
      resource('b', { tags: [] }),
      resource('c', { tags: ['STEM', 'Free'] }),
      resource('d', { tags: ['Free'] }),
    ]);
    expect(groups.map((g) => [g.name, g.resources.map((r) => r.id)])).toEqual([
      ['Free', ['a', 'd']],
      ['General', ['b']],
      ['STEM', ['c']],
    ]);
  });

  it('returns no groups for no resources', () => {
    expect(groupByFirstTag([])).toEqual([]);
  });
});

describe('home picks', () => {
  const list = [
    resource('plain', { tags: ['Free'] }),
    resource('perk', { category: 'student-perks' }),
    resource('popular', { tags: ['Popular', 'Free', 'STEM'] }),
    resource('essential', { tags: ['Essential'] }),
    resource('both', { tags: ['Essential', 'Popular'] }),
    resource('popular-2', { tags: ['Popular'] }),
    resource('popular-3', { tags: ['Popular', 'A', 'B', 'C'] }),
  ];

  it('features up to 4 resources tagged Essential or Popular or in Student Perks, strongest first', () => {
    const featured = pickFeatured(list).map((r) => r.id);
    expect(featured).toEqual(['both', 'essential', 'perk', 'popular']);
    expect(featured).not.toContain('plain');
  });

  it('lists Popular-tagged resources not already featured, most tags first', () => {
    expect(pickPopular(list).map((r) => r.id)).toEqual(['popular-3', 'popular-2']);
  });

  it('lists at most 10 items for structured data', () => {
    const many = Array.from({ length: 30 }, (_, i) => resource(`r${i}`, { tags: ['Popular'] }));
    // Home's list is its featured strip then Popular (home-edge-head.ts); itemList keeps the first 10 of any list.
    const shown = [...pickFeatured(many), ...pickPopular(many)].map((r) => ({
      name: r.title,
      path: `/resource/${r.id}`,
    }));
    expect(itemList('https://q.test', 'Featured', shown).itemListElement).toHaveLength(10);
  });
});
