// Relaxation, when every word together finds nothing: any meaningful word, its synonyms, or the vocabulary of an
// intent the query names may match (the rows matching most of them first, search-any-part.ts), and the candidates
// are ranked again by how much of the question each one matches (relevance.ts). Stop words and question phrasings
// never take part.
import type { SQL } from 'drizzle-orm';
import type { SearchResult } from '../../shared/search-responses';
import type { Planned } from '../raw-batch';
import { byRelevance } from './relevance';
import { anyPartStatement } from './search-any-part';
import { markedInWorker, markWordPrefixes } from './search-marks';
import { plainResult, type ResourceSearchRow } from './search-resource-rows';
import type { ResourceFilters } from './search-resources';
import { columnPhrase, toFtsMatch, withSynonymWords, words } from './search-terms';
import type { Understanding } from './understand';

/** Candidates ranked again in the worker: enough to reach past the first word's matches, cheap to read. */
export const RELAX_CANDIDATES = 60;
/** At most this many alternatives in the OR: a long question still costs one bounded statement. */
const MAX_PARTS = 24;

export interface RelaxedAnswer {
  results: SearchResult[];
  /** The words the best result matched: what the answer says it showed results for. */
  relaxedQuery?: string;
}

/** `"stress"*`, `("stress"* OR "mental health"*)`, `{category} : "wellness"` …: what may match, one part each. */
export function relaxedParts(query: Understanding): string[] {
  const parts = new Set<string>();
  for (const word of query.content) {
    const part = toFtsMatch([word], true);
    if (part) parts.add(part);
  }
  // An intent finds what relevance counts for it: items with its tags or in its categories, or, for an intent
  // with neither (a U.S. state), items with its words. Fewer alternatives keep the statement cheap.
  for (const { intent } of query.intents) {
    const tagged = intent.tags || intent.categories;
    for (const tag of intent.tags ?? []) {
      const part = columnPhrase('tags', tag);
      if (part) parts.add(part);
    }
    for (const category of intent.categories ?? []) {
      const part = columnPhrase('category', category);
      if (part) parts.add(part);
    }
    if (tagged) continue;
    for (const phrase of intent.phrases) {
      const ws = words(phrase);
      if (ws.length > 0) parts.add(`"${ws.join(' ')}"*`);
    }
  }
  return [...parts].slice(0, MAX_PARTS);
}

/**
 * The statement and how to read its rows (ranked by relevance, cut to the limit); undefined with nothing to match.
 * A `guard` (SQL) lets it read rows only while it holds.
 */
export function relaxedStatement(
  query: Understanding,
  filters: ResourceFilters,
  guard?: SQL,
): Planned<RelaxedAnswer> | undefined {
  const parts = relaxedParts(query);
  if (parts.length === 0) return undefined;
  const marked = [...withSynonymWords(query.content), ...query.intents.flatMap((m) => m.intent.phrases.flatMap(words))];
  const text = anyPartStatement({ parts, guard }, { ...filters, limit: Math.max(RELAX_CANDIDATES, filters.limit) });
  return {
    query: text.query,
    read: (rows) => {
      const candidates = text.read(rows);
      const ranked = byRelevance(candidates.map(plainResult), query).slice(0, filters.limit);
      const top = ranked[0]?.relevance.words ?? [];
      // Highlights only for the rows shown (marking costs more than ranking).
      const byId = new Map(candidates.map((row) => [row.id, row]));
      const shown = ranked.map(({ result }) => byId.get(result.id) as ResourceSearchRow);
      const answer: RelaxedAnswer = {
        results: shown.map((row) => markedInWorker(row, (text) => markWordPrefixes(text, marked))),
      };
      if (top.length > 0) answer.relaxedQuery = top.join(' ');
      return answer;
    },
  };
}
