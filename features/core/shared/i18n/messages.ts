// Message tables: English is the source, written beside the code that shows it; every other language is a
// `Translation` of it, which the typecheck holds to the same keys. A message is a text with `{name}`
// placeholders, or a plural: one text per CLDR category, chosen by the `count` value.
import type { Locale } from './locales';
import { type PluralCategory, pluralCategory } from './plural';

export type Plural = Partial<Record<PluralCategory, string>> & { other: string };
export type Message = string | Plural;
export type Messages = Record<string, Message>;

/** Another language's table for `T`: the same keys, a text where English has a text, a plural where a plural. */
export type Translation<T extends Messages> = { [K in keyof T]: T[K] extends string ? string : Plural };

export type MessageValues = Record<string, string | number>;

/** A named English table; the id is how translations and the pseudo-locales find it. */
export interface MessageBundle<T extends Messages> {
  readonly id: string;
  readonly en: T;
}

export function defineMessages<const T extends Messages>(id: string, en: T): MessageBundle<T> {
  return { id, en };
}

/** The translations of one language, by bundle id. */
export type LocaleTables = Record<string, Messages>;

export function formatMessage(locale: Locale, message: Message, values?: MessageValues): string {
  const text =
    typeof message === 'string'
      ? message
      : (message[pluralCategory(locale, Number(values?.count ?? 0))] ?? message.other);
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
