// `t` for one bundle in one language. Languages other than English are registered once per process: the
// browser registers its reader's language before hydrating, the worker registers them all. A key that a
// language lacks falls back to English, so a missing translation is never a blank.
import type { Locale, PublicLocale } from './locales';
import { formatMessage, type LocaleTables, type MessageBundle, type Messages, type MessageValues } from './messages';
import { pseudoMessages } from './pseudo';

export type Translate<T extends Messages> = (key: keyof T & string, values?: MessageValues) => string;

const registered = new Map<Exclude<PublicLocale, 'en'>, LocaleTables>();
const pseudoTables = new Map<string, Messages>();

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
      table = pseudoMessages(bundle.en, locale);
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
