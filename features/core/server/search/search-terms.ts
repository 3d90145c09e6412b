// Turns free text into a safe FTS5 MATCH expression: only letters, marks and digits ever reach FTS5, and
// every term is quoted, so operators, column filters and quotes in the input are plain text, never syntax.
import { SEARCH_SYNONYMS } from './search-synonyms';

/**
 * The words of a text as the index sees them. The index's unicode61 tokenizer splits on anything that is
 * not a letter or digit, so this does too: 'ai-tools' is 'ai' and 'tools', "university's" is 'university'
 * and 's'. Marks stay (NFC keeps accents on their letter); lone punctuation is dropped.
 */
export function words(text: string): string[] {
  return text
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .map((word) => word.toLowerCase());
}

/** The distinct words of a query. */
export const searchTerms = (text: string): string[] => [...new Set(words(text))];

/**
 * `"pres"* AND "slides"*`: every term must match, each as a prefix ('pres' finds 'Presentation').
 * A one-letter term matches whole words only: a one-letter prefix would expand to a large part of the
 * vocabulary for almost no meaning. Undefined when nothing searchable is left.
 */
export function toFtsMatch(terms: readonly string[], synonyms = false): string | undefined {
  if (terms.length === 0) return undefined;
  return terms
    .map((term) => {
      const own = [...term].length > 1 ? `"${term}"*` : `"${term}"`;
      const phrases = synonyms ? synonymPhrases(term) : [];
      // A synonym phrase's words in order, the last one as a prefix: ("ppt"* OR "presentation"*).
      return phrases.length > 0 ? `(${[own, ...phrases.map((p) => `"${p.join(' ')}"*`)].join(' OR ')})` : own;
    })
    .join(' AND ');
}

/** The synonym phrases of a query word, each as its words (already safe: letters, marks and digits only). */
export function synonymPhrases(term: string): string[][] {
  const phrases = (Object.hasOwn(SEARCH_SYNONYMS, term) && SEARCH_SYNONYMS[term]) || [];
  return phrases.map(words).filter((phrase) => phrase.length > 0);
}

/** The query words plus the words of their synonyms: what highlights may mark. */
export const withSynonymWords = (terms: readonly string[]): string[] => [
  ...new Set([...terms, ...terms.flatMap((term) => synonymPhrases(term).flat())]),
];

/**
 * `{tags} : "ai tool"`: a filter value's words as one phrase in one column. It narrows the index to rows that
 * can pass the exact filter (checked again on the row), so a filtered search ranks only relevant rows.
 * Undefined when the value has no words.
 */
export function columnPhrase(column: 'category' | 'tags', value: string): string | undefined {
  const phrase = words(value);
  return phrase.length > 0 ? `{${column}} : "${phrase.join(' ')}"` : undefined;
}

/** Text terms (with their synonyms) and filter phrases, all required. Undefined when none of them has a word. */
export function buildMatch(
  terms: readonly string[],
  filters: { category?: string | undefined; tags: readonly string[] },
): string | undefined {
  const parts = [
    toFtsMatch(terms, true),
    filters.category === undefined ? undefined : columnPhrase('category', filters.category),
    ...filters.tags.map((tag) => columnPhrase('tags', tag)),
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(' AND ') : undefined;
}
