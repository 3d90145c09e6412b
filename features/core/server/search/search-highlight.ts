// Reads FTS5 highlight()/snippet() output (hits wrapped in \u0001…\u0002) into text segments the UI renders
// as plain text, and marks substring hits for toolkits, which are matched outside FTS5.
import type { HighlightSegment } from '../../shared/search-responses';

const HIT_OPEN = '\u0001';
const HIT_CLOSE = '\u0002';
/** Splits at either mark, keeping the marks. */
const MARKS = new RegExp(`([${HIT_OPEN}${HIT_CLOSE}])`);

function push(segments: HighlightSegment[], text: string, hit: boolean): void {
  if (!text) return;
  const last = segments[segments.length - 1];
  if (last && last.hit === hit) last.text += text;
  else segments.push({ text, hit });
}

/** 'Google \u0001Slides\u0002' → [{ text: 'Google ', hit: false }, { text: 'Slides', hit: true }] */
export function parseMarked(marked: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let hit = false;
  for (const part of marked.split(MARKS)) {
    if (part === HIT_OPEN) hit = true;
    else if (part === HIT_CLOSE) hit = false;
    else push(segments, part, hit);
  }
  return segments;
}

export const hasHit = (segments: readonly HighlightSegment[]) => segments.some((s) => s.hit);

/** Case and accent folded, as the index's tokenizer (remove_diacritics 2) compares words. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Keeps only the hits that a query term matches (a prefix, or the whole word for one letter). Filter phrases
 * are part of the FTS5 expression too, so highlight() also marks the category or tag a filter asked for;
 * those are not matches of the query.
 */
export function keepQueryHits(segments: HighlightSegment[], terms: readonly string[]): HighlightSegment[] {
  const folded = terms.map(fold);
  const byQuery = (text: string) => {
    const word = fold(text);
    return folded.some((term) => ([...term].length > 1 ? word.startsWith(term) : word === term));
  };
  const kept: HighlightSegment[] = [];
  for (const segment of segments) {
    if (!segment.hit) push(kept, segment.text, false);
    // A filter phrase and a query term can share one marked run ('AI Tools' for category=ai-tools&q=tools):
    // judge the run word by word.
    else for (const part of segment.text.split(/([^\p{L}\p{M}\p{N}]+)/u)) push(kept, part, byQuery(part));
  }
  return kept;
}

/**
 * Which of the space-joined tags (the index's tags column) the hits fall in. The marked text is the joined
 * tags plus markers, so walking it keeps track of the offset in the joined string.
 */
export function matchedTags(tags: readonly string[], marked: HighlightSegment[]): string[] {
  const hitRanges: Array<[number, number]> = [];
  let offset = 0;
  for (const segment of marked) {
    if (segment.hit) hitRanges.push([offset, offset + segment.text.length]);
    offset += segment.text.length;
  }
  const found: string[] = [];
  let start = 0;
  for (const tag of tags) {
    const end = start + tag.length;
    if (hitRanges.some(([from, to]) => from < end && to > start)) found.push(tag);
    start = end + 1;
  }
  return found;
}

/** Every case-insensitive occurrence of `needle` in `text` as a hit (toolkits match the whole query). */
export function markSubstring(text: string, needle: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  const haystack = text.toLowerCase();
  const lowered = needle.toLowerCase();
  // Lower-casing can change the length of a few characters; then fall back to no highlight.
  if (!lowered || haystack.length !== text.length) return text ? [{ text, hit: false }] : [];
  let from = 0;
  for (let at = haystack.indexOf(lowered); at >= 0; at = haystack.indexOf(lowered, from)) {
    push(segments, text.slice(from, at), false);
    push(segments, text.slice(at, at + lowered.length), true);
    from = at + lowered.length;
  }
  push(segments, text.slice(from), false);
  return segments;
}
