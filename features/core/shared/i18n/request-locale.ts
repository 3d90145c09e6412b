// The header the UI's API calls name the page's language in (its LANGUAGE_TAG). A header of our own rather than
// Accept-Language: browsers send Accept-Language on every request by themselves, so the worker could not tell the
// page's language from the browser's preference, and an API answer must be in the language the page is read in.
import { LANGUAGE_TAG, type Locale } from './locales';

export const LOCALE_HEADER = 'X-Quadkit-Locale';

/** The locale a LANGUAGE_TAG names ('zh-Hans' → 'zh'), case-insensitive; null for anything else. */
export function localeOfTag(tag: string | null | undefined): Locale | null {
  const wanted = (tag ?? '').trim().toLowerCase();
  if (!wanted) return null;
  for (const [locale, name] of Object.entries(LANGUAGE_TAG)) {
    if (name.toLowerCase() === wanted || locale.toLowerCase() === wanted) return locale as Locale;
  }
  return null;
}
