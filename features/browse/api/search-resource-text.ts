// The resources source when there is text, in stages (docs/decisions/0014-search-quality.md):
// 1. titles equal to the query, then titles beginning with it, then FTS5 word matches (synonyms included)
//    by bm25 — every word must match;
// 2. nothing found: infix matches through the trigram index ('cholar' → Scholarship);
// 3. still nothing: unknown words corrected from the vocabulary ('notoin' → notion) and stage 1 again,
//    reporting the corrected query so the UI can say 'Showing results for …'.
import type { Db } from '@quadkit/core/server/db';
import type { SearchResult } from '../shared/search-responses';
import { searchResourcesByInfix } from './search-infix';
import { searchResourcesByText, type ResourceFilters } from './search-resources';
import { buildMatch, withSynonymWords } from './search-terms';
import { searchResourcesByTitle } from './search-titles';
import { correctTerms } from './search-typos';

export interface ResourceTextAnswer {
  results: SearchResult[];
  /** The query as corrected, when a correction found the results. */
  correctedQuery?: string;
}

function merge(first: readonly SearchResult[], then: readonly SearchResult[], limit: number): SearchResult[] {
  const seen = new Set(first.map((r) => r.id));
  return [...first, ...then.filter((r) => !seen.has(r.id))].slice(0, limit);
}

/** Stage 1: title matches first, then the bm25 ranking of word matches. */
async function byWords(db: Db, q: string, terms: readonly string[], filters: ResourceFilters) {
  const match = buildMatch(terms, filters);
  if (!match) return [];
  const [titled, ranked] = await Promise.all([
    searchResourcesByTitle(db, q, terms, filters),
    searchResourcesByText(db, { match, terms: withSynonymWords(terms) }, filters),
  ]);
  // FTS5's own highlights (with the snippet) replace the worker's for rows both found.
  const fromFts = new Map(ranked.map((r) => [r.id, r]));
  return merge(
    titled.map((r) => fromFts.get(r.id) ?? r),
    ranked,
    filters.limit,
  );
}

export async function searchResourcesForText(
  db: Db,
  q: string,
  terms: readonly string[],
  filters: ResourceFilters,
): Promise<ResourceTextAnswer> {
  const direct = await byWords(db, q, terms, filters);
  if (direct.length > 0) return { results: direct };
  const infix = await searchResourcesByInfix(db, terms, filters);
  if (infix.length > 0) return { results: infix };
  const corrected = await correctTerms(db, terms);
  if (!corrected) return { results: [] };
  const correctedQuery = corrected.join(' ');
  const results = await byWords(db, correctedQuery, corrected, filters);
  return results.length > 0 ? { results, correctedQuery } : { results: [] };
}
