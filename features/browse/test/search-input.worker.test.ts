// GET /api/search with bad or hostile input: 200 with results or a clear 400, never a 500, and the data intact.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import { searchTerms, toFtsMatch } from '@quadkit/core/server/search/search-terms';
import { getJson } from '../../../tests/workers/call-worker';
import { catalogMatches, ids, searchFor, sorted } from './search-helpers';

const HOSTILE = [
  '"',
  '*',
  'NEAR(',
  'NEAR(notion google, 2)',
  "'; DROP TABLE resources; --",
  'title:notion',
  '{title description}: notion',
  '^',
  '^notion',
  '-x',
  'a OR b',
  'notion NOT google',
  'AND',
  '(',
  ')',
  '""*',
  'café',
  '日本語',
  '🙂',
  '\u0301',
  '%',
  '_',
  '\\',
  'x'.repeat(200),
  // Longer than D1's 50-byte cap on LIKE patterns: the toolkit source must still answer.
  `${'%_'.repeat(40)}notion`,
];

describe('GET /api/search: bad input', () => {
  it('answers an empty or blank query with 200 and no results', async () => {
    for (const q of ['', '   ']) {
      const { status, body } = await searchFor({ q });
      expect(status).toBe(200);
      expect(body.results).toEqual([]);
    }
  });

  it('refuses a 500-character query with a 400 that says the limit', async () => {
    const { status, body } = await getJson<ApiErrorBody>(`/api/search?q=${'a'.repeat(500)}`);
    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: 'invalid_request',
      message: 'q: Search text can be at most 200 characters; shorten it and try again.',
      issues: [{ path: 'q', message: 'Search text can be at most 200 characters; shorten it and try again.' }],
    });
  });

  it.each(HOSTILE)('answers %j with 200, never a 500', async (q) => {
    const { status, body } = await searchFor({ q });
    expect(status).toBe(200);
    expect(Array.isArray(body.results)).toBe(true);
    expect(body.skippedSources).toEqual([]);
  });

  it('searches the words that remain once operators and punctuation are dropped', async () => {
    for (const q of ['notion*', '"notion"']) {
      const resourcesOnly = await searchFor({ q, type: 'resource' });
      expect(sorted(ids(resourcesOnly.body.results)), q).toEqual(sorted(catalogMatches(q)));
    }
    // No resource has both 'title' (or 'near') and 'notion': the words are relaxed, never read as a
    // column filter or an operator.
    for (const q of ['title:notion', 'NEAR(notion']) {
      const relaxed = await searchFor({ q, type: 'resource' });
      expect(catalogMatches(q), q).toEqual([]);
      expect(ids(relaxed.body.results)[0], q).toBe('notion');
      expect(relaxed.body.relaxedQuery, q).toBe('notion');
    }
    const { body } = await searchFor({ q: '"notion"' });
    expect(ids(body.results)).toContain('notion');
  });

  it('keeps the resources table and its index intact after hostile queries', async () => {
    for (const q of HOSTILE) await searchFor({ q });
    const resources = await env.DB.prepare('select count(*) as n from resources').first<{ n: number }>();
    const indexed = await env.DB.prepare('select count(*) as n from resources_fts').first<{ n: number }>();
    expect(resources?.n).toBe(RESOURCES.length);
    expect(indexed?.n).toBe(RESOURCES.length);
    const { body } = await searchFor({ q: 'notion' });
    expect(ids(body.results)).toContain('notion');
  });

  it.each([
    ['category=basket-weaving', "category: Unknown category 'basket-weaving'."],
    ['type=everything', 'type: Use one of all, resource or toolkit.'],
    ['limit=0', 'limit: Give the number of results as a whole number from 1 to 20.'],
    ['limit=21', 'limit: Give the number of results as a whole number from 1 to 20.'],
    ['limit=ten', 'limit: Give the number of results as a whole number from 1 to 20.'],
    [`tags=${Array.from({ length: 13 }, (_, i) => `t${i}`).join(',')}`, 'tags: Choose at most 12 tags.'],
    [`tags=${'t'.repeat(61)}`, 'tags.0: A tag is at most 60 characters.'],
    ['q=a&q=b', 'q: Send the search text once, as q.'],
  ])('refuses %s with a 400 naming the field', async (query, message) => {
    const { status, body } = await getJson<ApiErrorBody>(`/api/search?${query}`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'invalid_request', message });
  });

  it('treats empty filters as no filter', async () => {
    const { status, body } = await searchFor({ q: 'grammarly', category: '', type: '', limit: '', tags: '' });
    expect(status).toBe(200);
    expect(ids(body.results)).toEqual(['grammarly']);
  });
});

describe('query sanitising', () => {
  it('keeps only letters, marks and digits, split as the index splits words', () => {
    expect(searchTerms('"')).toEqual([]);
    expect(searchTerms("'; DROP TABLE resources; --")).toEqual(['drop', 'table', 'resources']);
    expect(searchTerms('title:Notion')).toEqual(['title', 'notion']);
    expect(searchTerms('ai-tools AI')).toEqual(['ai', 'tools']);
    expect(searchTerms('Cafe\u0301')).toEqual(['café']);
  });

  it('quotes every term, adds a prefix star from two letters on, and joins with AND', () => {
    expect(toFtsMatch(['pres'])).toBe('"pres"*');
    expect(toFtsMatch(['a', 'or', 'b'])).toBe('"a" AND "or"* AND "b"');
    expect(toFtsMatch([])).toBeUndefined();
  });
});
