// Typo correction: a query word that begins no indexed word is replaced by the closest word of the vocabulary
// (migration 0010's search_vocab): candidates share a trigram with it (search_vocab_trigram), and the
// bounded edit distance in edit-distance.ts decides (1 edit for 4-7 letters, 2 for longer).
// The statements ride along with the first search stage (no round trip of their own): the vocabulary check is
// a few index probes, and a word's candidate search runs only when that word is unknown.
import { sql, type SQL } from 'drizzle-orm';
import { allowedEdits, editDistance } from './edit-distance';
import type { Planned } from '../raw-batch';
import { SEARCH_SYNONYMS } from './search-synonyms';

/** Candidates considered per word, best trigram overlap first. */
const CANDIDATES = 60;

const trigrams = (word: string): string[] => {
  const letters = [...word];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= letters.length; i++) grams.add(letters.slice(i, i + 3).join(''));
  return [...grams];
};

/** Words that may be corrected: long enough for an edit, and not a synonym key (those are known words). */
const checkable = (terms: readonly string[]) =>
  terms.filter((t) => allowedEdits([...t].length) > 0 && !Object.hasOwn(SEARCH_SYNONYMS, t));

/** A word begins some vocabulary word (an index range probe). */
const inVocabulary = (word: string | SQL) =>
  sql`exists (select 1 from search_vocab v where v.term >= ${word} and v.term < ${word} || char(1114111))`;

/**
 * Which checkable words begin some word of the vocabulary, in one statement (for a db.batch); undefined when
 * no word is checkable.
 */
function knownWordsStatement(terms: readonly string[]): Planned<Set<string>> | undefined {
  const words = checkable(terms);
  if (words.length === 0) return undefined;
  const query = sql`
    select w.value as word from json_each(${JSON.stringify(words)}) w
    where ${inVocabulary(sql`w.value`)}`;
  return { query, read: (rows) => new Set((rows as { word: string }[]).map((r) => r.word)) };
}

/**
 * The vocabulary words sharing a trigram with `word`, within the length its allowed edits can reach; no rows
 * and no trigram search when the word is known: the one-row guard `g` is the outer loop (CROSS JOIN keeps
 * SQLite from reordering), so when it is empty the trigram index is never asked.
 */
function candidatesStatement(word: string): Planned<{ term: string }[]> {
  const max = allowedEdits([...word].length);
  const length = [...word].length;
  const query = sql`
    select v.term as term
    from (select 1 where not ${inVocabulary(word)}) g
    cross join search_vocab_trigram t
    join search_vocab v on v.id = t.rowid
    where search_vocab_trigram match ${trigrams(word)
      .map((g) => `"${g}"`)
      .join(' OR ')}
      and length(v.term) between ${length - max} and ${length + max}
    order by t.rank
    limit ${CANDIDATES}`;
  return { query, read: (rows) => rows as { term: string }[] };
}

/** The closest candidate within the allowed edits; ties keep the better trigram overlap, then the first letter. */
function closest(word: string, candidates: readonly { term: string }[]): string | undefined {
  const max = allowedEdits([...word].length);
  let best: { term: string; distance: number } | undefined;
  for (const { term } of candidates) {
    const distance = editDistance(word, term, max);
    if (distance > max) continue;
    const sameFirst = term[0] === word[0] && best?.term[0] !== word[0];
    if (!best || distance < best.distance || (distance === best.distance && sameFirst)) best = { term, distance };
  }
  return best?.term;
}

/** What typo correction asks in the first stage: which words are known, and candidates for the others. */
export interface TypoCheck {
  planned: Planned<unknown>[];
  /**
   * The terms with every unknown word corrected, from the answers to `planned`; undefined when no word needed
   * correcting or one could not be corrected (then the query is answered as typed: nothing found).
   */
  correct: (answers: unknown[]) => string[] | undefined;
}

export function typoCheck(terms: readonly string[]): TypoCheck {
  const known = knownWordsStatement(terms);
  if (!known) return { planned: [], correct: () => undefined };
  const words = checkable(terms);
  const candidates = words.map(candidatesStatement);
  return {
    planned: [known, ...candidates],
    correct: ([knownWords, ...found]) => {
      const fixes = new Map<string, string>();
      for (const [i, word] of words.entries()) {
        if ((knownWords as Set<string>).has(word)) continue;
        const fix = closest(word, (found[i] as { term: string }[] | undefined) ?? []);
        if (!fix) return undefined;
        fixes.set(word, fix);
      }
      if (fixes.size === 0) return undefined;
      return [...new Set(terms.map((t) => fixes.get(t) ?? t))];
    },
  };
}
