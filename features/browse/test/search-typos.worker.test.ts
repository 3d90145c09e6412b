// Typo correction's parts: the bounded edit distance and how many edits a word may be corrected by.
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '@quadkit/core/server/catalog-version';
import { createDb } from '@quadkit/core/server/db';
import { resources } from '@quadkit/core/server/schema';
import { allowedEdits, editDistance } from '@quadkit/core/server/search/edit-distance';
import { infixMatch } from '@quadkit/core/server/search/search-infix';
import { toFtsMatch } from '@quadkit/core/server/search/search-terms';
import { ids, searchFor } from './search-helpers';

describe('edit distance', () => {
  it('counts a swap of neighbouring letters as one edit, like a student would', () => {
    expect(editDistance('notoin', 'notion', 2)).toBe(1);
    expect(editDistance('quizelt', 'quizlet', 2)).toBe(1);
    expect(editDistance('scholarshps', 'scholarships', 2)).toBe(1);
    expect(editDistance('canva', 'canva', 1)).toBe(0);
  });

  it('stops at the bound: anything further away reports max + 1', () => {
    expect(editDistance('notion', 'python', 1)).toBe(2);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
  });

  it('allows no edit under 4 letters, one for 4-7 letters and two beyond', () => {
    expect([3, 4, 7, 8, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('match expressions', () => {
  it('adds synonym phrases as alternatives of the word they stand for', () => {
    expect(toFtsMatch(['ppt'], true)).toBe('("ppt"* OR "presentation"* OR "slides"* OR "powerpoint"*)');
    expect(toFtsMatch(['cheap', 'discount'], true)).toBe(
      '"cheap"* AND ("discount"* OR "student perks"* OR "student discount"*)',
    );
    expect(toFtsMatch(['ppt'])).toBe('"ppt"*');
  });

  it('asks the trigram index only when every word has 3 characters or more', () => {
    expect(infixMatch(['cholar', 'ship'])).toBe('"cholar" AND "ship"');
    expect(infixMatch(['cholar', 'ai'])).toBeUndefined();
  });
});

describe('indexes kept in sync by triggers (migration 0010)', () => {
  it('indexes a resource added, renamed and deleted after the seed for infix and typo search', async () => {
    const db = createDb(env.DB);
    await db.insert(resources).values({
      id: 'xylophonia',
      title: 'Xylophonia Studio',
      description: 'Practise mallet percussion with guided exercises and a metronome built for music students.',
      category: 'learning',
      tags: ['Music'],
      url: 'https://example.org/xylophonia',
      image: '/images/categories/learning-1.svg',
      position: 5000,
    });
    // Every catalog write bumps the catalog version, which keys search's kept answers; these writes go around the API.
    await bumpCatalogVersion(env.CACHE);
    const infix = await searchFor({ q: 'lophon', type: 'resource' });
    expect(ids(infix.body.results)).toEqual(['xylophonia']);
    const typo = await searchFor({ q: 'xylophonai', type: 'resource' });
    expect(typo.body.correctedQuery).toBe('xylophonia');
    expect(ids(typo.body.results)).toEqual(['xylophonia']);

    await db.update(resources).set({ title: 'Marimbarella Studio' }).where(eq(resources.id, 'xylophonia'));
    await bumpCatalogVersion(env.CACHE);
    expect(ids((await searchFor({ q: 'rimbarel', type: 'resource' })).body.results)).toEqual(['xylophonia']);
    expect((await searchFor({ q: 'lophon', type: 'resource' })).body.results).toEqual([]);

    await db.delete(resources).where(eq(resources.id, 'xylophonia'));
    await bumpCatalogVersion(env.CACHE);
    expect((await searchFor({ q: 'rimbarel', type: 'resource' })).body.results).toEqual([]);
  });
});
