// `t` for one bundle in one language. Languages other than English are registered once per process: the
// browser registers the tables its page was rendered with before hydrating and the rest of its reader's language
// when they are needed, the worker registers them all. A key or a table that a language lacks (yet) falls back to
// English, so a missing translation is never a blank; a table read before it arrived is drawn again when it does.
import type { Locale, PublicLocale } from './locales';
import {
  formatMessage,
  type LocaleTables,
  type Message,
  type MessageBundle,
  type Messages,
  type MessageValues,
} from './messages';

export type Translate<T extends Messages> = (key: keyof T & string, values?: MessageValues) => string;

const registered = new Map<Exclude<PublicLocale, 'en'>, LocaleTables>();
/** 'en-XA''s text from English (pseudo.ts), registered where pseudo-locales are on: no reader downloads it. */
let pseudoText: PseudoText | undefined;
/** The last registration was in part (a page's own texts, before the rest of its reader's language). */
let inPartNow = false;
/**
 * Texts read in English while a language stood registered in part (a page has one): by table and key (no key:
 * the whole table). Noted only then, so a text no table has (a tag a student typed) never asks for a redraw, and the
 * worker, which registers every table whole, keeps no list that a request could grow.
 */
const misses = new Map<string, [id: string, key?: string]>();
let version = 0;
/** The shell's one LocaleProvider, drawing again. */
let onArrival: (() => void) | undefined;
/** The shell, loading the rest of the language: a text was read that the page's part lacks. */
let onMissing: (() => void) | undefined;

/** What pseudo.ts makes 'en-XA' with: one text, and a whole table (which it keeps). */
export interface PseudoText {
  accentText: (english: string) => string;
  accentedTable: (bundle: MessageBundle<Messages>) => Messages;
}

export function registerPseudoText(pseudo: PseudoText): void {
  pseudoText = pseudo;
}

/** An English text as the reader sees it in a pseudo-locale ('ar-XB' keeps the words and turns the page). */
export function pseudoLocalized(locale: 'en-XA' | 'ar-XB', english: string): string {
  return locale === 'en-XA' && pseudoText ? pseudoText.accentText(english) : english;
}

/** `inPart`: only some of the language's tables, or of their keys (the texts a page came with). */
export function registerTranslations(
  locale: Exclude<PublicLocale, 'en'>,
  tables: LocaleTables,
  inPart?: boolean,
): void {
  registered.set(locale, { ...registered.get(locale), ...tables });
  let arrived = false;
  for (const [name, [id, key]] of misses) {
    if (!(key === undefined ? tables[id] : tables[id]?.[key])) continue;
    misses.delete(name);
    arrived = true;
  }
  inPartNow = inPart === true;
  // Whole: what is still missing, no table has.
  if (!inPartNow) misses.clear();
  if (!arrived) return;
  version++;
  onArrival?.();
}

/** For useSyncExternalStore: changes when tables arrive that a text drawn in English was waiting for. */
export const textsVersion = () => version;
export function onTextsArrived(listener: () => void): () => void {
  onArrival = listener;
  return () => {
    onArrival = undefined;
  };
}

/** Called when a text is read that the page's part of its language lacks (the shell loads the rest then). */
export function onTextMissing(listener: () => void): void {
  onMissing = listener;
}

/** Notes a text read in English while its language stood in part, and answers that English. */
function notArrived<T>(fallback: T, id: string, key?: string): T {
  if (inPartNow) {
    misses.set(`${id} ${key}`, [id, key]);
    onMissing?.();
  }
  return fallback;
}

function tableFor<T extends Messages>(bundle: MessageBundle<T>, locale: Locale): Messages {
  if (locale === 'en') return bundle.en;
  // 'ar-XB' keeps the English words.
  if (locale === 'en-XA' || locale === 'ar-XB')
    return (locale === 'en-XA' && pseudoText?.accentedTable(bundle)) || bundle.en;
  return registered.get(locale)?.[bundle.id] ?? notArrived(bundle.en, bundle.id);
}

/** A text of a registered table, for data-keyed tables (taxonomy names) that have no fixed English keys. */
export function registeredText(locale: Exclude<PublicLocale, 'en'>, id: string, key: string): Message | undefined {
  return registered.get(locale)?.[id]?.[key] ?? notArrived(undefined, id, key);
}

/** Looks its table up on each call: a `t` made while the page's part of a table stood reads the whole table once
 * it has arrived. */
export function translator<T extends Messages>(bundle: MessageBundle<T>, locale: Locale): Translate<T> {
  return (key, values) =>
    formatMessage(locale, tableFor(bundle, locale)[key] ?? notArrived(bundle.en[key], bundle.id, key) ?? key, values);
}
