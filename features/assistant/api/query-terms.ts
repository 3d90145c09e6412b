// The words of a chat message worth searching for, and their FTS5 expression: filler words dropped, a plural's
// stem kept as a prefix ('flashcards' finds 'flashcard'), and only letters and digits ever reaching FTS5.

/** Words that say nothing about what the student wants (a chat message is a sentence, not a query). */
const FILLER = new Set(
  (
    'a about an and any are as at be best can could do does for from get give good have help how i in is it ' +
    'me my need of on or please recommend some something suggest that the there this to tool tools want ' +
    'what which with would you your hi hello thanks thank find show tell us we our ignore print link'
  ).split(' '),
);

/** At most this many terms reach the index: a long message still costs one bounded query. */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 30;

/** The distinct useful words of a text, lower-case, in order. */
export function queryTerms(text: string): string[] {
  const words = text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word) && word.length > 1 && word.length <= MAX_TERM_LENGTH)
    .filter((word) => !FILLER.has(word));
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** 'exams' → 'exam', 'flashcards' → 'flashcard': a crude stem, used as a prefix so both forms match. */
export const stem = (term: string): string => (term.length > 3 && term.endsWith('s') ? term.slice(0, -1) : term);

/** `"flashcard"* OR "exam"*`: any term may match, each as a prefix, every one quoted (never FTS5 syntax). */
export const anyTermMatch = (terms: readonly string[]): string | undefined =>
  terms.length === 0 ? undefined : terms.map((term) => `"${stem(term)}"*`).join(' OR ');

/** `%flashcard%` for LIKE, with LIKE's own wildcards escaped (the query uses ESCAPE '\'). */
export const likePattern = (term: string): string => `%${stem(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
