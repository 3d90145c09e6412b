// Typo correction: a query word that begins no indexed word is replaced by the closest word of the vocabulary
// (migration 0010's search_vocab): candidates share a trigram with it (search_vocab_trigram), and the
// bounded edit distance in edit-distance.ts decides (1 edit for 4-7 letters, 2 for longer).
import { sql } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { allowedEdits, editDistance } from './edit-distance';
import { runPlanned, type Planned } from './search-batch';
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

/**
 * Which checkable words begin some word of the vocabulary, in one statement (for a db.batch); undefined when
 * no word is checkable.
 */
export function knownWordsStatement(terms: readonly string[]): Planned<Set<string>> | undefined {
  const words = checkable(terms);
  if (words.length === 0) return undefined;
  const query = sql`
    select w.value as word from json_each(${JSON.stringify(words)}) w
    where exists (
      select 1 from search_vocab v where v.term >= w.value and v.term < w.value || char(1114111)
    )`;
  return { query, read: (rows) => new Set((rows as { word: string }[]).map((r) => r.word)) };
}

/** The vocabulary words sharing a trigram with `word`, within the length its allowed edits can reach. */
function candidatesStatement(word: string): Planned<{ term: string }[]> {
  const max = allowedEdits([...word].length);
  const length = [...word].length;
  const query = sql`
    select v.term as term
    from search_vocab_trigram t
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

/**
 * The terms with every unknown word corrected, or undefined when no word needed correcting or one could not
 * be corrected (then the query is answered as typed: nothing found). `known` comes from knownWordsStatement.
 */
export async function correctTerms(
  db: Db,
  terms: readonly string[],
  known: ReadonlySet<string>,
): Promise<string[] | undefined> {
  const unknown = checkable(terms).filter((t) => !known.has(t));
  if (unknown.length === 0) return undefined;
  const found = await runPlanned(db, unknown.map(candidatesStatement));
  const fixes = new Map<string, string>();
  for (const [i, word] of unknown.entries()) {
    const fix = closest(word, found[i] ?? []);
    if (!fix) return undefined;
    fixes.set(word, fix);
  }
  return [...new Set(terms.map((t) => fixes.get(t) ?? t))];
}
