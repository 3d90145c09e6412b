// How well a found item fits what was asked: each concept of the query (an intent it names, or a meaningful word
// no intent covers) that the item matches adds its weight, so items matching more of the question rank higher
// (Meilisearch's and Algolia's optional words). Used to rank relaxed matches and to explain assistant cards.
import type { SearchResult } from '../../shared/search-responses';
import type { IntentName } from './intent-name';
import { GENERIC_WORDS } from './intent-vocabulary';
import { synonymPhrases, words } from './search-terms';
import type { MatchedIntent, Understanding } from './understand';

/** What relevance reads of an item: a search result, or a toolkit or article with no category or tags. */
export type Scorable = Pick<SearchResult, 'title' | 'description' | 'category' | 'categoryName' | 'tags'>;

export interface Relevance {
  score: number;
  /** The query words behind the matched concepts, in query order. */
  words: string[];
  /** The matched intents' names (intent-name.ts: 'wellness and mental health'). */
  intents: IntentName[];
}

/** The words of a cue or phrase of the vocabulary (a fixed set), split once per isolate, not once per item. */
const vocabularyWords = new Map<string, string[]>();
function cueWords(phrase: string): string[] {
  let split = vocabularyWords.get(phrase);
  if (!split) {
    split = words(phrase);
    vocabularyWords.set(phrase, split);
  }
  return split;
}

/** A word of 2+ letters matches words it begins (as the index does); 's' is dropped so 'exams' finds 'exam'. */
const stem = (w: string) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w);

/** `phrase` (words in order, the last one as a prefix) occurs in `text`. */
function hasPhrase(text: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  const last = phrase.length - 1;
  for (let i = 0; i + phrase.length <= text.length; i++) {
    if (phrase.every((p, j) => (j === last ? (text[i + j] as string).startsWith(stem(p)) : text[i + j] === p)))
      return true;
  }
  return false;
}

function wordMatches(text: readonly string[], word: string): boolean {
  // Two letters begin too many words to say anything: only the whole word counts ('ai', 'uk').
  if (word.length <= 2) return text.includes(word);
  return hasPhrase(text, [word]) || synonymPhrases(word).some((phrase) => hasPhrase(text, phrase));
}

/**
 * The item is of the intent's kind: its category or one of its tags (curated, so a passing mention in a
 * description does not count); an intent without either (a U.S. state) by its words.
 */
function intentMatches(result: Scorable, text: readonly string[], { intent }: MatchedIntent): boolean {
  if (result.category && intent.categories?.includes(result.category)) return true;
  const tags = new Set(result.tags.map((t) => t.toLowerCase()));
  if (intent.tags?.some((t) => tags.has(t.toLowerCase()))) return true;
  if (intent.categories || intent.tags) return false;
  return intent.phrases.some((phrase) => hasPhrase(text, cueWords(phrase)));
}

/** What 'student', 'college', 'free' weigh: every item fits them a little. */
const GENERIC_WEIGHT = 0.4;

/** What naming the need ('flashcards' in 'flashcards for my exams') adds over naming its context. */
const HEAD_BONUS = 0.5;
/** What a context word or intent ('exams' in 'flashcards for my exams') keeps of its weight. */
const CONTEXT_SHARE = 0.6;

/** The catalog's own prominence ('Essential', 'Popular'): only breaks near-ties. */
const PROMINENT = new Set(['essential', 'popular']);

/** The item's words as the index sees them: title, description, category and tags. */
const textOf = (r: Scorable) =>
  words([r.title, r.description, r.categoryName ?? '', r.category ?? '', ...r.tags].join(' '));

export function relevance(result: Scorable, query: Understanding): Relevance {
  const text = textOf(result);
  const title = words(result.title);
  const covered = new Set(query.intents.flatMap((m) => m.words));
  let score = 0;
  const matchedWords = new Set<string>();
  const intents: IntentName[] = [];
  for (const matched of query.intents) {
    // An intent counts once, whether the item is of its kind or says what named it ('law school', whole).
    const direct = matched.cues.some((cue) => hasPhrase(text, cueWords(cue)));
    if (!direct && !intentMatches(result, text, matched)) continue;
    const named = matched.words.some((w) => query.head.includes(w));
    // The need said outright ('flashcards' in an item about flashcards) beats its kind alone; context weighs less.
    const context = query.head.length > 0 && !named;
    const need = named ? matched.weight + (direct ? HEAD_BONUS : -HEAD_BONUS) : matched.weight;
    score += context ? matched.weight * CONTEXT_SHARE : need;
    intents.push(matched.intent.name);
    for (const w of matched.words) matchedWords.add(w);
  }
  for (const word of query.content) {
    if (covered.has(word) || !wordMatches(text, word)) continue;
    const weight = GENERIC_WORDS.has(word) ? GENERIC_WEIGHT : 1;
    score +=
      query.head.length === 0 ? weight : query.head.includes(word) ? weight + HEAD_BONUS : weight * CONTEXT_SHARE;
    matchedWords.add(word);
  }
  // A word in the title says more than one deep in a description.
  score += 0.2 * query.content.filter((w) => !covered.has(w) && hasPhrase(title, [w])).length;
  if (score > 0 && result.tags.some((t) => PROMINENT.has(t.toLowerCase()))) score += 0.1;
  return { score, words: query.words.filter((w) => matchedWords.has(w)), intents };
}

/** Results by relevance, best first; equal scores keep their order (bm25's). */
export function byRelevance(
  results: readonly SearchResult[],
  query: Understanding,
): { result: SearchResult; relevance: Relevance }[] {
  return results
    .map((result, at) => ({ result, relevance: relevance(result, query), at }))
    .filter((r) => r.relevance.score > 0)
    .sort((a, b) => b.relevance.score - a.relevance.score || a.at - b.at)
    .map(({ result, relevance }) => ({ result, relevance }));
}
