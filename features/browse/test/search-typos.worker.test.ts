// Typo correction's parts: the bounded edit distance and how many edits a word may be corrected by.
import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance } from '@quadkit/browse/api/edit-distance';
import { infixMatch } from '@quadkit/browse/api/search-infix';
import { toFtsMatch } from '@quadkit/browse/api/search-terms';

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
