// The resources source when there is text, in stages (docs/decisions/0014-search-quality.md):
// 1. titles equal to the query, then titles beginning with it, then FTS5 word matches (synonyms included)
//    by bm25 — every word must match;
// 2. nothing found: infix matches through the trigram index ('cholar' → Scholarship);
// 3. still nothing: unknown words corrected from the vocabulary ('notoin' → notion) and stage 1 again,
//    reporting the corrected query so the UI can say 'Showing results for …'.
// Statements of a stage travel in one db.batch: one round trip per stage.
import type { Db } from '@quadkit/core/server/db';
import type { SearchResult } from '../shared/search-responses';
import { runPlanned } from './search-batch';
import { infixStatement } from './search-infix';
import { textStatement, type ResourceFilters } from './search-resources';
import { buildMatch, withSynonymWords } from './search-terms';
import { titleStatement } from './search-titles';
import { correctTerms, knownWordsStatement } from './search-typos';

export interface ResourceTextAnswer {
  results: SearchResult[];
  /** The query as corrected, when a correction found the results. */
  correctedQuery?: string;
}

/** Stage 1: title matches first (FTS5's highlights where it found the same row), then the bm25 ranking. */
async function byWords(db: Db, q: string, terms: readonly string[], filters: ResourceFilters) {
  const match = buildMatch(terms, filters);
  if (!match) return [];
  const text = textStatement({ match, terms: withSynonymWords(terms) }, filters);
  const title = titleStatement(q, terms, filters);
  if (!title) return (await runPlanned(db, [text]))[0];
  const [titleHits, ranked] = await runPlanned(db, [title, text]);
  const fromFts = new Map(ranked.map((r) => [r.id, r]));
  const titled = titleHits.map((r) => fromFts.get(r.id) ?? r);
  const seen = new Set(titled.map((r) => r.id));
  return [...titled, ...ranked.filter((r) => !seen.has(r.id))].slice(0, filters.limit);
}

/** Stage 2 with stage 3's vocabulary check in the same round trip (cheap, and only asked after an empty stage 1). */
async function byInfix(db: Db, terms: readonly string[], filters: ResourceFilters) {
  const infix = infixStatement(terms, filters);
  const known = knownWordsStatement(terms);
  const none = new Set<string>();
  if (infix && known) {
    const [results, knownWords] = await runPlanned(db, [infix, known]);
    return { results, known: knownWords };
  }
  if (infix) return { results: (await runPlanned(db, [infix]))[0], known: none };
  return { results: [], known: known ? (await runPlanned(db, [known]))[0] : none };
}

export async function searchResourcesForText(
  db: Db,
  q: string,
  terms: readonly string[],
  filters: ResourceFilters,
): Promise<ResourceTextAnswer> {
  const direct = await byWords(db, q, terms, filters);
  if (direct.length > 0) return { results: direct };
  const { results: infix, known } = await byInfix(db, terms, filters);
  if (infix.length > 0) return { results: infix };
  const corrected = await correctTerms(db, terms, known);
  if (!corrected) return { results: [] };
  const correctedQuery = corrected.join(' ');
  const results = await byWords(db, correctedQuery, corrected, filters);
  return results.length > 0 ? { results, correctedQuery } : { results: [] };
}
