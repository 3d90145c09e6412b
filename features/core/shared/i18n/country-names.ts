// A country's name in the reader's language. The countries the catalog's eligibility names come precomputed, so a
// resource page draws them during hydration without Intl.DisplayNames, whose first call loads ICU's data (26 to 49
// ms in a new Chromium page): English here (catalog/data/i18n/countries.en.json), Spanish and Chinese as the language's
// 'catalog.country' table (countries.<locale>.json, registered with its other tables, so each reader downloads
// only their own). Other codes (the dashboard's full list) ask Intl. Not under catalog/: the edge renderer
// bundles this module, so it reads the tables the renderer registered.
import english from '../../catalog/data/i18n/countries.en.json';
import { isPublicLocale, LANGUAGE_TAG, type Locale } from './locales';
import { registeredText } from './translate';

export const COUNTRY_TABLE_ID = 'catalog.country';

const ENGLISH: Readonly<Record<string, string>> = english;

/** The language Intl names countries in for a reader: theirs, or English under a pseudo-locale (Intl would give
 * 'ar-XB' Arabic names, which no reader of it asked for). */
export const countryLanguage = (locale: Locale): string => (isPublicLocale(locale) ? LANGUAGE_TAG[locale] : 'en');

/** "CA" → "Canada" in the reader's language (English under a pseudo-locale); the code itself where Intl has none. */
export function countryName(code: string, locale: Locale = 'en'): string {
  const known =
    locale === 'en' || !isPublicLocale(locale) ? ENGLISH[code] : registeredText(locale, COUNTRY_TABLE_ID, code);
  if (typeof known === 'string') return known;
  try {
    return new Intl.DisplayNames([countryLanguage(locale)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
