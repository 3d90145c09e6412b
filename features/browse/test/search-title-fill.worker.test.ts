// Title matches that fill the page: the answer is those titles in title order (the bm25 stage is guarded off,
// docs/decisions/0014-search-quality.md), and a larger page still has them first and then the word matches.
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { ids, searchFor } from './search-helpers';

/** The built-in titles beginning with `prefix` (letter case ignored), in the title index's order. */
const titlesBeginning = (prefix: string) =>
  RESOURCES.filter((r) => r.title.toLowerCase().startsWith(prefix))
    .sort((a, b) => (a.title.toLowerCase() < b.title.toLowerCase() ? -1 : 1))
    .map((r) => r.id);

describe('GET /api/search when title matches fill the page', () => {
  it('answers exactly the title matches, in title order', async () => {
    const titled = titlesBeginning('go');
    expect(titled.length).toBeGreaterThanOrEqual(3);
    const { status, body } = await searchFor({ q: 'go', type: 'resource', limit: '3' });
    expect(status).toBe(200);
    expect(ids(body.results)).toEqual(titled.slice(0, 3));
    expect(body.results.every((r) => r.matches.fields.includes('title'))).toBe(true);
  });

  it('puts every title match first and fills the rest of a larger page with word matches', async () => {
    const titled = titlesBeginning('go');
    const limit = titled.length + 5;
    const { body } = await searchFor({ q: 'go', type: 'resource', limit: String(limit) });
    expect(ids(body.results).slice(0, titled.length)).toEqual(titled);
    expect(body.results.length).toBeGreaterThan(titled.length);
  });
});
