// Turns free text into a safe FTS5 MATCH expression: only letters, marks and digits ever reach FTS5, and
// every term is quoted, so operators, column filters and quotes in the input are plain text, never syntax.

/**
 * The words of a text as the index sees them. The index's unicode61 tokenizer splits on anything that is
 * not a letter or digit, so this does too: 'ai-tools' is 'ai' and 'tools', "university's" is 'university'
 * and 's'. Marks stay (NFC keeps accents on their letter); lone punctuation is dropped.
 */
function words(text: string): string[] {
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
export function toFtsMatch(terms: readonly string[]): string | undefined {
  if (terms.length === 0) return undefined;
  return terms.map((term) => ([...term].length > 1 ? `"${term}"*` : `"${term}"`)).join(' AND ');
}

/**
 * `{tags} : "ai tool"`: a filter value's words as one phrase in one column. It narrows the index to rows that
 * can pass the exact filter (checked again on the row), so a filtered search ranks only relevant rows.
 * Undefined when the value has no words.
 */
export function columnPhrase(column: 'category' | 'tags', value: string): string | undefined {
  const phrase = words(value);
  return phrase.length > 0 ? `{${column}} : "${phrase.join(' ')}"` : undefined;
}

/** Text terms and filter phrases, all required. Undefined when none of them has a word. */
export function buildMatch(
  text: string,
  filters: { category?: string | undefined; tags: readonly string[] },
): string | undefined {
  const parts = [
    toFtsMatch(searchTerms(text)),
    filters.category === undefined ? undefined : columnPhrase('category', filters.category),
    ...filters.tags.map((tag) => columnPhrase('tags', tag)),
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(' AND ') : undefined;
}
