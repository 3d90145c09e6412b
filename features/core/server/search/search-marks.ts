// Highlights computed in the worker for rows found outside FTS5's highlight() (title matches, infix and
// corrected matches): words a query term begins, or any run of text a term occurs in.
import type { HighlightSegment, SearchField, SearchResult } from '../../shared/search-responses';
import { hasHit } from './search-highlight';
import type { ResourceSearchRow } from './search-resource-rows';
import { plainResult } from './search-resource-rows';

/** Printable ASCII has no accents: lower case is the whole fold. */
const isPrintableAscii = (text: string) => /^[ -~]*$/.test(text);

/** Case and accent folded, one character for one character where possible (else the text is left unmarked). */
const fold = (text: string) =>
  // Normalizing every word of 20 rows cost milliseconds.
  isPrintableAscii(text)
    ? text.toLowerCase()
    : text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase();

function push(segments: HighlightSegment[], text: string, hit: boolean): void {
  if (!text) return;
  const last = segments[segments.length - 1];
  if (last && last.hit === hit) last.text += text;
  else segments.push({ text, hit });
}

/** Marks the words of `text` that a term begins (a one-letter term: the whole word). */
export function markWordPrefixes(text: string, terms: readonly string[]): HighlightSegment[] {
  // Most texts of a result (descriptions, tags) hold no term at all: printable ASCII says so without splitting.
  if (isPrintableAscii(text)) {
    const lower = text.toLowerCase();
    if (!terms.some((t) => lower.includes(t))) return text ? [{ text, hit: false }] : [];
  }
  const whole = terms.map((t) => [...t].length <= 1);
  const segments: HighlightSegment[] = [];
  for (const part of text.split(/([^\p{L}\p{M}\p{N}]+)/u)) {
    const word = fold(part);
    const hit = word !== '' && terms.some((t, i) => (whole[i] ? word === t : word.startsWith(t)));
    push(segments, part, hit);
  }
  return segments;
}

/** Marks every occurrence of any term inside `text` (infix matches). */
export function markInfixes(text: string, terms: readonly string[]): HighlightSegment[] {
  const folded = fold(text);
  if (folded.length !== text.length) return text ? [{ text, hit: false }] : [];
  const hits = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    for (let at = folded.indexOf(term); at >= 0 && term; at = folded.indexOf(term, at + 1)) {
      hits.fill(true, at, at + term.length);
    }
  }
  const segments: HighlightSegment[] = [];
  for (let i = 0; i < text.length; i++) push(segments, text[i] ?? '', hits[i] ?? false);
  return segments;
}

/** A search result whose highlights come from `mark` over title, description, category name and tags. */
export function markedInWorker(row: ResourceSearchRow, mark: (text: string) => HighlightSegment[]): SearchResult {
  const result = plainResult(row);
  const title = mark(result.title);
  const description = mark(row.description);
  const tags = result.tags.filter((tag) => hasHit(mark(tag)));
  const fields: SearchField[] = [];
  if (hasHit(title)) fields.push('title');
  if (hasHit(description)) fields.push('description');
  if (hasHit(mark(row.categoryName))) fields.push('category');
  if (tags.length > 0) fields.push('tags');
  result.matches = { fields, title, description, tags };
  return result;
}
