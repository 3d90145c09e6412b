// What a query or a question asks for: its words, the ones that carry meaning (stop words and question phrasings
// like 'how do I', 'where can I find', 'for my' left out), and the intents of intent-vocabulary.ts it names,
// including 'alternative to X' (X's category and kind of tags, from the built-in catalog).
import { RESOURCES } from '../../catalog/resources/index';
import {
  ALTERNATIVE_CUES,
  FIELD_INTENTS,
  type Intent,
  NEED_INTENTS,
  PLACE_INTENTS,
  STOP_WORDS,
} from './intent-vocabulary';
import { searchTerms } from './search-terms';

/** An intent the query names, the cues and query words that named it, and how much it weighs in ranking. */
export interface MatchedIntent {
  intent: Intent;
  cues: string[];
  words: string[];
  weight: number;
}

export interface Understanding {
  /** Every distinct word, in order. */
  words: string[];
  /** The words that carry meaning (all words when every one is a stop word). */
  content: string[];
  intents: MatchedIntent[];
  /** Stop words or question phrasings, or 3+ content words: a sentence, not keywords. */
  natural: boolean;
  /** The question asks for a list ('list', 'all', 'every', 'options'…): the assistant may show more cards. */
  wantsList: boolean;
  /**
   * 'flashcards for my exams', 'poster for my biology class': the content words before 'for', when content words
   * follow it. They name the need, the rest its context, so they weigh more.
   */
  head: string[];
}

/** The content words before the first 'for' when more follow it (see Understanding.head). */
function headWords(words: readonly string[], content: readonly string[]): string[] {
  const at = words.indexOf('for');
  if (at < 0) return [];
  const before = words.slice(0, at).filter((w) => content.includes(w));
  const after = words.slice(at + 1).filter((w) => content.includes(w));
  // A need is named in a few words; a long run before 'for' is a sentence, not a need.
  return before.length > 0 && before.length <= 3 && after.length > 0 ? before : [];
}

/** Tags every kind of item has: they say nothing about what X is. */
const GENERIC_TAGS = new Set(['essential', 'popular', 'free', 'student discount', 'stem', 'academic', 'paid']);
const LIST_WORDS = new Set(['list', 'all', 'every', 'options', 'examples', 'several', 'many', 'ten', 'top']);

/** A cue's words, split once per isolate: every query checks every cue of the vocabulary. */
const cueParts = new Map<string, string[]>();
function phraseWords(phrase: string): string[] {
  let parts = cueParts.get(phrase);
  if (!parts) {
    parts = phrase.split(' ');
    cueParts.set(phrase, parts);
  }
  return parts;
}

/** The built-in resources with their titles' words, made once per isolate (not per query). */
let titled: { resource: (typeof RESOURCES)[number]; title: string[] }[] | undefined;
const titledResources = () => {
  titled ??= RESOURCES.map((resource) => ({ resource, title: searchTerms(resource.title) }));
  return titled;
};

/** Where `cue` (one word, or words in order) stands in `words`: the matched words, or undefined. */
function findCue(words: readonly string[], cue: string): string[] | undefined {
  const parts = phraseWords(cue);
  if (parts.length === 1) {
    const found = words.filter((w) => w === cue || (cue.length >= 4 && w.startsWith(cue)));
    return found.length > 0 ? found : undefined;
  }
  for (let i = 0; i + parts.length <= words.length; i++) {
    if (parts.every((p, j) => words[i + j] === p)) return words.slice(i, i + parts.length);
  }
  return undefined;
}

function matchIntents(words: readonly string[], intents: readonly Intent[], base: number): MatchedIntent[] {
  const matched: MatchedIntent[] = [];
  for (const intent of intents) {
    // A phrase cue may hold stop words ('should i study'); a one-word cue never is one.
    const hits = intent.cues
      .map((cue) => ({ cue, at: findCue(words, cue) }))
      .filter(({ at }) => at?.some((w) => !STOP_WORDS.has(w)));
    const cues = hits.map(({ cue }) => cue);
    const found = new Set(hits.flatMap(({ at }) => at ?? []).filter((w) => !STOP_WORDS.has(w)));
    // A second cue word of the same intent ('stressed … cannot sleep') makes it weigh more.
    const weight = (intent.weight ?? base) + 0.5 * (found.size - 1);
    if (found.size > 0) matched.push({ intent, cues, words: [...found], weight });
  }
  return matched;
}

/** 'alternative to microsoft word': the built-in resource X names, as an intent for items of its kind. */
function alternativeIntent(words: readonly string[]): MatchedIntent | undefined {
  for (const cue of ALTERNATIVE_CUES) {
    const at = findCue(words, cue);
    if (!at) continue;
    const start = words.indexOf(at[at.length - 1] as string) + 1;
    const named = words.slice(start, start + 3).filter((w) => !STOP_WORDS.has(w));
    if (named.length === 0) continue;
    let best: { resource: (typeof RESOURCES)[number]; hits: number } | undefined;
    for (const { resource, title } of titledResources()) {
      const hits = named.filter((w) => title.some((t) => t.startsWith(w))).length;
      if (hits > 0 && (!best || hits > best.hits)) best = { resource, hits };
    }
    if (!best) continue;
    const { resource } = best;
    const tags = resource.tags.filter((tag) => !GENERIC_TAGS.has(tag.toLowerCase()));
    const intent: Intent = {
      name: { like: resource.title },
      cues: [],
      phrases: tags.map((tag) => tag.toLowerCase()),
      categories: [resource.category],
      tags,
    };
    return { intent, cues: [], words: named, weight: 1.5 };
  }
  return undefined;
}

/** The query's words, meaning and intents (pure: no database). */
export function understand(text: string): Understanding {
  const words = searchTerms(text);
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  const content = meaningful.length > 0 ? meaningful : words;
  const alternative = alternativeIntent(words);
  const intents = [
    ...(alternative ? [alternative] : []),
    ...matchIntents(words, NEED_INTENTS, 1.5),
    ...matchIntents(words, PLACE_INTENTS, 2),
    ...matchIntents(words, FIELD_INTENTS, 1.25),
  ];
  // Keywords ('spotify discount') relax only when their own stages find nothing, in the second round trip; a
  // question sends its relaxed statement in the first, as its words together rarely match.
  const natural = meaningful.length < words.length || content.length >= 3;
  const wantsList = words.some((w) => LIST_WORDS.has(w));
  // 'pay for college' is one cue, not a need and its context.
  const idiom = intents.some((m) => m.cues.some((cue) => phraseWords(cue).includes('for')));
  return { words, content, intents, natural, wantsList, head: idiom ? [] : headWords(words, content) };
}
