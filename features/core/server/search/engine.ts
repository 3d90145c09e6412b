// The one retrieval engine (docs/decisions/0014-search-quality.md), used by search (/api/search), the Study
// Assistant and the toolkit editor's picker (through /api/search). Stages: exact title, title prefix, FTS5 words
// with synonyms (bm25), infix (trigram), typo correction, and relaxation with the intent vocabulary. This file is
// its public surface; the rest of the folder is how it works.
import type { Db } from '../db';
import { runSteps } from './search-batch';
import { resourceTextStep, type ResourceTextAnswer } from './search-resource-text';
import type { ResourceFilters } from './search-resources';
import { searchTerms } from './search-terms';

export { runSteps, type Step } from './search-batch';
export type { Planned } from '../raw-batch';
export { hasHit, markSubstring } from './search-highlight';
export { listResourcesByFilters } from './search-resource-filters';
export { resourceTextStep, type ResourceTextAnswer } from './search-resource-text';
export type { ResourceFilters } from './search-resources';
export { buildMatch, searchTerms } from './search-terms';
export { type IntentName, intentName } from './intent-name';
export { type Relevance, relevance, type Scorable } from './relevance';
export { understand, type MatchedIntent, type Understanding } from './understand';

/** The most words of a text the engine is asked about: a long chat message still costs one bounded batch. */
const MAX_WORDS = 16;
/** Longer words are no words a catalog item has (and D1 refuses long LIKE patterns). */
const MAX_WORD_LENGTH = 30;

/**
 * Resources for a text alone (no other source in the batch): the assistant's retrieval. Widened: the matches of
 * every word and the relaxed ones together, for a caller that ranks them again by relevance.
 */
export async function searchResources(db: Db, text: string, filters: ResourceFilters): Promise<ResourceTextAnswer> {
  const terms = searchTerms(text)
    .filter((t) => t.length <= MAX_WORD_LENGTH)
    .slice(0, MAX_WORDS);
  if (terms.length === 0) return { results: [] };
  const [settled] = await runSteps(db, [resourceTextStep(db, terms.join(' '), terms, filters, { widen: true })]);
  if (!settled || settled.status === 'rejected') throw settled?.reason;
  return settled.value;
}
