// Plain ordering and formatting give the texts Intl gave, so moving first renders off Intl changed nothing a
// student sees: every catalog tag and category name in the same order, the same numbers and dates.
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@quadkit/core/catalog/categories';
import { RESOURCES } from '@quadkit/core/catalog/resources';
import { compareWords, formatIsoDay, groupThousands } from '@quadkit/core/shared/plain-format';

describe('compareWords', () => {
  it('orders every catalog tag and category name as localeCompare in English does', () => {
    const tags = [...new Set(RESOURCES.flatMap((resource) => resource.tags))];
    const names = CATEGORIES.map((category) => category.name);
    for (const words of [tags, names]) {
      expect(words.length).toBeGreaterThan(10);
      expect([...words].sort(compareWords)).toEqual([...words].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });

  it('ignores case first, then puts the lower-case spelling first', () => {
    expect(['Zotero', 'anki', 'AI Tool', 'ai tool', 'Academic'].sort(compareWords)).toEqual([
      'Academic',
      'ai tool',
      'AI Tool',
      'anki',
      'Zotero',
    ]);
    expect(compareWords('Free', 'Free')).toBe(0);
  });
});

describe('groupThousands', () => {
  it('groups as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 2000, 20_000, 1_234_567, -45_000]) {
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
    }
  });
});

describe('formatIsoDay', () => {
  it('writes the day as en-US does in UTC, with long or short month names', () => {
    for (const iso of ['2026-01-01', '2026-11-24', '2025-03-09', '2024-12-31']) {
      const date = new Date(`${iso}T00:00:00Z`);
      const intl = (month: 'long' | 'short') =>
        date.toLocaleDateString('en-US', { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' });
      expect(formatIsoDay(iso)).toBe(intl('long'));
      expect(formatIsoDay(iso, 'short')).toBe(intl('short'));
    }
  });

  it('leaves a text that is not an ISO date as it is', () => {
    expect(formatIsoDay('soon')).toBe('soon');
  });
});
