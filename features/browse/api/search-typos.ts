// Typo correction: a query word that begins no indexed word is replaced by the closest word of the vocabulary
// (migration 0010's search_vocab): candidates share a trigram with it (search_vocab_trigram), and the
// bounded edit distance in edit-distance.ts decides (1 edit for 4-7 letters, 2 for longer).
import { sql } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { allowedEdits, editDistance } from './edit-distance';
import { SEARCH_SYNONYMS } from './search-synonyms';

/** Candidates considered per word, best trigram overlap first. */
const CANDIDATES = 60;

const trigrams = (word: string): string[] => {
  const letters = [...word];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= letters.length; i++) grams.add(letters.slice(i, i + 3).join(''));
  return [...grams];
};

/** Which of the words begin some word of the vocabulary (one statement for all of them). */
async function knownWords(db: Db, words: readonly string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const rows = await db.all<{ word: string }>(sql`
    select w.value as word from json_each(${JSON.stringify(words)}) w
    where exists (
      select 1 from search_vocab v where v.term >= w.value and v.term < w.value || char(1114111)
    )`);
  return new Set(rows.map((r) => r.word));
}

/** The closest vocabulary word within the allowed edits, or undefined. */
async function closestWord(db: Db, word: string): Promise<string | undefined> {
  const max = allowedEdits([...word].length);
  const grams = trigrams(word);
  if (max === 0 || grams.length === 0) return undefined;
  const length = [...word].length;
  const rows = await db.all<{ term: string }>(sql`
    select v.term as term
    from search_vocab_trigram t
    join search_vocab v on v.id = t.rowid
    where search_vocab_trigram match ${grams.map((g) => `"${g}"`).join(' OR ')}
      and length(v.term) between ${length - max} and ${length + max}
    order by t.rank
    limit ${CANDIDATES}`);
  let best: { term: string; distance: number } | undefined;
  for (const { term } of rows) {
    const distance = editDistance(word, term, max);
    // Ties keep the better trigram overlap (earlier row); a candidate with the same first letter wins a tie.
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance && term[0] === word[0] && best.term[0] !== word[0]);
    if (distance <= max && better) best = { term, distance };
  }
  return best?.term;
}

/**
 * The terms with every unknown word corrected, or undefined when no word needed correcting or one could not
 * be corrected (then the query is answered as typed: nothing found).
 */
export async function correctTerms(db: Db, terms: readonly string[]): Promise<string[] | undefined> {
  const checkable = terms.filter((t) => allowedEdits([...t].length) > 0 && !Object.hasOwn(SEARCH_SYNONYMS, t));
  const known = await knownWords(db, checkable);
  const unknown = checkable.filter((t) => !known.has(t));
  if (unknown.length === 0) return undefined;
  const fixes = new Map<string, string>();
  for (const word of unknown) {
    const fix = await closestWord(db, word);
    if (!fix) return undefined;
    fixes.set(word, fix);
  }
  return [...new Set(terms.map((t) => fixes.get(t) ?? t))];
}
