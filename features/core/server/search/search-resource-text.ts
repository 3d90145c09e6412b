// The resources source when there is text, in stages (docs/decisions/0014-search-quality.md):
// 1. titles equal to the query, then titles beginning with it, then FTS5 word matches (synonyms included)
//    by bm25 — every word must match;
// 2. nothing found: infix matches through the trigram index ('cholar' → Scholarship);
// 3. still nothing: unknown words corrected from the vocabulary ('notoin' → notion) and stage 1 again,
//    reporting the corrected query so the UI can say 'Showing results for …';
// 4. still nothing, or a question rather than keywords: relaxation (search-relaxed.ts): any meaningful word or
//    intent may match, ranked by how much of the question each item matches, reporting the words it kept.
// Round trips, not statements, are what a search pays for. The first carries stage 1, the vocabulary check with its
// candidates, and, guarded so they read nothing when stage 1 can answer, infix and relaxation (in the batch the
// service shares with the other sources). A second is needed only to search a corrected query, or when some row
// had every word but the exact filters dropped it (then every later stage runs again, unguarded).
import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import type { SearchResult } from '../../shared/search-responses';
import { runPlanned, type Planned } from '../raw-batch';
import type { Step } from './search-batch';
import { infixStatement } from './search-infix';
import { type RelaxedAnswer, relaxedStatement } from './search-relaxed';
import { textStatement, type ResourceFilters } from './search-resources';
import { buildMatch, synonymPhrases, withSynonymWords } from './search-terms';
import { titleStatement, titlesLeaveRoom } from './search-titles';
import { typoCheck } from './search-typos';
import { understand } from './understand';
import { wordsMatchSomeRow, wordsMatchStatement } from './search-words-match';

export interface ResourceTextAnswer {
  results: SearchResult[];
  /** The query as corrected, when a correction found the results. */
  correctedQuery?: string;
  /** The words kept when all of them together matched nothing (relaxation found the results). */
  relaxedQuery?: string;
}

const fromRelaxed = ({ results, relaxedQuery }: RelaxedAnswer): ResourceTextAnswer =>
  relaxedQuery ? { results, relaxedQuery } : { results };

/**
 * Stage 1's statements and how to merge their answers: title matches first, then the ranking (textStatement).
 * `content`: a question's content words, by which its matches are ranked (not bm25).
 */
function byWords(q: string, terms: readonly string[], filters: ResourceFilters, content?: readonly string[]) {
  const match = buildMatch(terms, filters);
  const title = match ? titleStatement(q, terms, filters) : undefined;
  // When title matches fill the page, the bm25 ranking would only come after them: FTS5 is not run at all.
  const guard = title ? titlesLeaveRoom(q, filters) : undefined;
  const words = (content ?? terms).map((term) => [term, ...synonymPhrases(term).map((phrase) => phrase.join(' '))]);
  const text = match
    ? textStatement({ match, terms: withSynonymWords(terms), words, guard, byTitle: content !== undefined }, filters)
    : undefined;
  const planned: Planned<SearchResult[]>[] = [...(title ? [title] : []), ...(text ? [text] : [])];
  const merge = (answers: unknown[]): SearchResult[] => {
    const titleHits = title ? (answers[0] as SearchResult[]) : [];
    const ranked = (text ? answers[title ? 1 : 0] : []) as SearchResult[];
    // FTS5's highlights where it found the same row (when it ran: titles that fill the page keep their own).
    const fromFts = new Map(ranked.map((r) => [r.id, r]));
    const titled = titleHits.map((r) => fromFts.get(r.id) ?? r);
    const seen = new Set(titled.map((r) => r.id));
    return [...titled, ...ranked.filter((r) => !seen.has(r.id))].slice(0, filters.limit);
  };
  return { planned, merge };
}

/**
 * Stages 2, 3 and 4 in one round trip; infix matches win, then the corrected query, then relaxation (a question's
 * relaxation, `relaxedFirst`, before them all).
 */
async function byInfixOrCorrection(
  db: Db,
  terms: readonly string[],
  corrected: string[] | undefined,
  filters: ResourceFilters,
  relaxed: Planned<RelaxedAnswer> | undefined,
  relaxedFirst = false,
): Promise<ResourceTextAnswer> {
  const infix = infixStatement(terms, filters);
  const correctedQuery = corrected?.join(' ');
  const again = corrected && correctedQuery ? byWords(correctedQuery, corrected, filters) : undefined;
  const planned = [...(infix ? [infix] : []), ...(again?.planned ?? []), ...(relaxed ? [relaxed] : [])];
  if (planned.length === 0) return { results: [] };
  const answers = await runPlanned(db, planned);
  const relaxedAnswer = relaxed ? (answers[answers.length - 1] as RelaxedAnswer) : undefined;
  if (relaxedFirst && relaxedAnswer && relaxedAnswer.results.length > 0) return fromRelaxed(relaxedAnswer);
  const infixHits = infix ? (answers[0] as SearchResult[]) : [];
  if (infixHits.length > 0) return { results: infixHits };
  const againAnswers = answers.slice(infix ? 1 : 0, (infix ? 1 : 0) + (again?.planned.length ?? 0));
  const results = again ? again.merge(againAnswers) : [];
  if (results.length > 0 && correctedQuery) return { results, correctedQuery };
  return relaxedAnswer ? fromRelaxed(relaxedAnswer) : { results: [] };
}

/** A second round trip with only the corrected query, relaxation's answer (already known) as its fallback. */
async function byCorrection(
  db: Db,
  corrected: string[],
  filters: ResourceFilters,
  relaxed: RelaxedAnswer | undefined,
): Promise<ResourceTextAnswer> {
  const correctedQuery = corrected.join(' ');
  const again = byWords(correctedQuery, corrected, filters);
  const results = again.planned.length > 0 ? again.merge(await runPlanned(db, again.planned)) : [];
  if (results.length > 0) return { results, correctedQuery };
  return relaxed ? fromRelaxed(relaxed) : { results: [] };
}

/**
 * The first round trip's statements (for the service's shared batch) and the stages that may follow. Stages whose
 * statements do not depend on an earlier answer travel in the first batch, guarded: relaxation always, and infix
 * for keywords (a question relaxes before it tries infix). While some row has every word, the guard keeps them
 * from reading anything; a one-row statement says whether that was so. So keywords that never meet ('microsoft
 * office') and questions cost one round trip; only a typo's corrected query needs a second.
 */
export function resourceTextStep(
  db: Db,
  q: string,
  terms: readonly string[],
  filters: ResourceFilters,
  { widen = false }: { widen?: boolean } = {},
): Step<ResourceTextAnswer> {
  const question = understand(q);
  const words = byWords(q, terms, filters, question.natural ? question.content : undefined);
  const typos = typoCheck(terms);
  const match = buildMatch(terms, filters);
  // The assistant ranks every word's matches and the relaxed ones together: its relaxation is never guarded.
  const matched = match && !widen ? wordsMatchSomeRow(match, filters) : undefined;
  const guard = matched ? sql`not ${matched}` : undefined;
  const relaxed = relaxedStatement(question, filters, guard);
  const infix = question.natural || widen ? undefined : infixStatement(terms, filters, guard);
  const check = matched && (relaxed || infix) ? wordsMatchStatement(matched) : undefined;
  const ahead: Planned<unknown>[] = [
    ...(check ? [check] : []),
    ...(relaxed ? [relaxed] : []),
    ...(infix ? [infix] : []),
  ];
  const typoEnd = words.planned.length + typos.planned.length;
  return {
    planned: [...words.planned, ...typos.planned, ...ahead],
    finish: async (answers) => {
      const direct = words.merge(answers.slice(0, words.planned.length));
      const [wordsMet, relaxedAhead, infixAhead] = [
        check ? (answers[typoEnd] as boolean) : false,
        relaxed ? (answers[typoEnd + (check ? 1 : 0)] as RelaxedAnswer) : undefined,
        infix ? (answers[typoEnd + (check ? 1 : 0) + (relaxed ? 1 : 0)] as SearchResult[]) : undefined,
      ];
      // Widened (the assistant ranks them all again): every word's matches, then the relaxed ones.
      if (widen) {
        const seen = new Set(direct.map((r) => r.id));
        return { results: [...direct, ...(relaxedAhead?.results ?? []).filter((r) => !seen.has(r.id))] };
      }
      if (direct.length > 0) return { results: direct };
      const corrected = typos.correct(answers.slice(words.planned.length, typoEnd));
      // Some row had every word, yet none was shown (the exact filters dropped them): the guarded statements read
      // nothing, so every later stage runs as if nothing had been sent ahead.
      if (wordsMet)
        return byInfixOrCorrection(
          db,
          terms,
          corrected,
          filters,
          relaxedStatement(question, filters),
          question.natural,
        );
      if (question.natural) {
        if (relaxedAhead && relaxedAhead.results.length > 0) return fromRelaxed(relaxedAhead);
        return byInfixOrCorrection(db, terms, corrected, filters, undefined);
      }
      if (infixAhead && infixAhead.length > 0) return { results: infixAhead };
      if (corrected) return byCorrection(db, corrected, filters, relaxedAhead);
      return relaxedAhead ? fromRelaxed(relaxedAhead) : { results: [] };
    },
  };
}
