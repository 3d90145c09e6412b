// `t` for one bundle in one language. Languages other than English are registered once per process: the
// browser registers its reader's language before hydrating, the worker registers them all. A key that a
// language lacks falls back to English, so a missing translation is never a blank.
import type { Locale, PublicLocale } from './locales';
import {
  formatMessage,
  type LocaleTables,
  type Message,
  type MessageBundle,
  type Messages,
  type MessageValues,
  type Plural,
} from './messages';

export type Translate<T extends Messages> = (key: keyof T & string, values?: MessageValues) => string;

const registered = new Map<Exclude<PublicLocale, 'en'>, LocaleTables>();
const pseudoTables = new Map<string, Messages>();
/** 'en-XA''s text from English (pseudo.ts), registered where pseudo-locales are on: no reader downloads it. */
let pseudoText: ((english: string) => string) | undefined;

export function registerPseudoText(accent: (english: string) => string): void {
  pseudoText = accent;
  pseudoTables.clear();
}

/** An English text as the reader sees it in a pseudo-locale ('ar-XB' keeps the words and turns the page). */
export function pseudoLocalized(locale: 'en-XA' | 'ar-XB', english: string): string {
  return locale === 'en-XA' && pseudoText ? pseudoText(english) : english;
}

function pseudoMessage(locale: 'en-XA' | 'ar-XB', message: Message): Message {
  if (typeof message === 'string') return pseudoLocalized(locale, message);
  const plural: Plural = { other: pseudoLocalized(locale, message.other) };
  for (const [category, text] of Object.entries(message)) {
    if (text !== undefined) plural[category as keyof Plural] = pseudoLocalized(locale, text);
  }
  return plural;
}

export function registerTranslations(locale: Exclude<PublicLocale, 'en'>, tables: LocaleTables): void {
  registered.set(locale, { ...registered.get(locale), ...tables });
}

export function hasTranslations(locale: Locale): boolean {
  return locale === 'en' || locale === 'en-XA' || locale === 'ar-XB' || registered.has(locale);
}

function tableFor<T extends Messages>(bundle: MessageBundle<T>, locale: Locale): Messages {
  if (locale === 'en') return bundle.en;
  if (locale === 'en-XA' || locale === 'ar-XB') {
    const cacheKey = `${locale}:${bundle.id}`;
    let table = pseudoTables.get(cacheKey);
    if (!table) {
      table = {};
      for (const [key, message] of Object.entries(bundle.en)) table[key] = pseudoMessage(locale, message);
      pseudoTables.set(cacheKey, table);
    }
    return table;
  }
  return registered.get(locale)?.[bundle.id] ?? bundle.en;
}

/** A registered table as it is, for data-keyed tables (taxonomy names) that have no fixed English keys. */
export function registeredTable(locale: Exclude<PublicLocale, 'en'>, id: string): Messages | undefined {
  return registered.get(locale)?.[id];
}

export function translator<T extends Messages>(bundle: MessageBundle<T>, locale: Locale): Translate<T> {
  const table = tableFor(bundle, locale);
  return (key, values) => formatMessage(locale, table[key] ?? bundle.en[key] ?? key, values);
}
