// Relaxation, when every word together finds nothing: any meaningful word, its synonyms, or the vocabulary of an
// intent the query names may match (FTS5 OR, bm25 over the usual window), and the candidates are ranked again by
// how much of the question each one matches (relevance.ts). Stop words and question phrasings never take part.
import type { SearchResult } from '../../shared/search-responses';
import type { Planned } from './search-batch';
import { byRelevance } from './relevance';
import { textStatement, type ResourceFilters } from './search-resources';
import { buildMatch, columnPhrase, toFtsMatch, withSynonymWords, words } from './search-terms';
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

/** `"stress"* OR "mental health"* OR {category} : "wellness" …`; undefined when nothing is left to match. */
export function relaxedMatch(query: Understanding): string | undefined {
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
  return parts.size > 0 ? [...parts].slice(0, MAX_PARTS).join(' OR ') : undefined;
}

/** The statement and how to read its rows (ranked by relevance, cut to the limit); undefined with nothing to match. */
export function relaxedStatement(query: Understanding, filters: ResourceFilters): Planned<RelaxedAnswer> | undefined {
  const any = relaxedMatch(query);
  if (!any) return undefined;
  const filter = buildMatch([], filters);
  const match = filter ? `(${any}) AND ${filter}` : any;
  const marked = [...withSynonymWords(query.content), ...query.intents.flatMap((m) => m.intent.phrases.flatMap(words))];
  const text = textStatement(
    { match, terms: marked },
    { ...filters, limit: Math.max(RELAX_CANDIDATES, filters.limit) },
  );
  return {
    query: text.query,
    read: (rows) => {
      const ranked = byRelevance(text.read(rows), query).slice(0, filters.limit);
      const top = ranked[0]?.relevance.words ?? [];
      const answer: RelaxedAnswer = { results: ranked.map((r) => r.result) };
      if (top.length > 0) answer.relaxedQuery = top.join(' ');
      return answer;
    },
  };
}
