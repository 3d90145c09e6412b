// UI parts of search and majors: the major page's tag groups, the 'Last verified' month and the 'Showing results for …'
// line.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LastVerified, verifiedMonth } from '../ui/components/last-verified';
import { groupByTagGroup } from '../ui/majors/group-by-tag-group';
import { CorrectedQuery } from '../ui/search/corrected-query';
import { resource } from './resource-fixture';

describe('grouping by the spec tag groups', () => {
  it('puts resources in Academic, Professional, Technology, Student Life, Presentation and College by category', () => {
    const groups = groupByTagGroup([
      resource('deck', { category: 'presentation' }),
      resource('paper', { category: 'research' }),
      resource('job', { category: 'internships' }),
      resource('gpt', { category: 'ai-tools' }),
      resource('calm', { category: 'wellness' }),
      resource('app', { category: 'applying-to-colleges' }),
      resource('notes', { category: 'writing' }),
    ]);
    expect(groups.map((g) => [g.name, g.resources.map((r) => r.id)])).toEqual([
      ['Academic', ['paper', 'notes']],
      ['Professional', ['job']],
      ['Technology', ['gpt']],
      ['Student Life', ['calm']],
      ['Presentation', ['deck']],
      ['College', ['app']],
    ]);
  });

  it('groups resources of other categories by their first tag, after the tag groups', () => {
    const groups = groupByTagGroup([
      resource('exam', { category: 'certifications', tags: ['Exam Prep', 'Nursing'] }),
      resource('club', { category: 'connections', tags: ['Professional Society'] }),
      resource('paper', { category: 'research' }),
      resource('more', { category: 'certifications', tags: ['Exam Prep'] }),
    ]);
    expect(groups.map((g) => [g.name, g.resources.map((r) => r.id)])).toEqual([
      ['Academic', ['paper']],
      ['Exam Prep', ['exam', 'more']],
      ['Professional Society', ['club']],
    ]);
    expect(groupByTagGroup([])).toEqual([]);
  });
});

describe('last verified', () => {
  it('shows the month a real check last reached the site, and nothing without a date', () => {
    expect(verifiedMonth('2026-11-23')).toBe('Nov 2026');
    expect(verifiedMonth('2025-03-01')).toBe('Mar 2025');
    expect(verifiedMonth('soon')).toBeUndefined();
    expect(verifiedMonth(undefined)).toBeUndefined();
    const { container } = render(<LastVerified date="2026-01-05" className="x" />);
    expect(container.textContent).toBe('Last verified Jan 2026');
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe('2026-01-05');
    const none = render(<LastVerified date={undefined} className="x" />);
    expect(none.container.textContent).toBe('');
  });
});

describe("'Showing results for …'", () => {
  it('names the corrected query, and says nothing when no correction was used', () => {
    render(<CorrectedQuery query="notion" className="x" />);
    expect(screen.getByText('notion').closest('p')?.textContent).toBe('Showing results for notion');
    const none = render(<CorrectedQuery query={undefined} className="x" />);
    expect(none.container.textContent).toBe('');
  });
});
