// Where each language lives in the URL: English unprefixed (/browse), the others under their prefix (/es/browse,
// /zh/browse; the pseudo-locales under /en-xa and /ar-xb where enabled). The worker reads the prefix to choose the
// page's language; the routers take it as their basename, so the screens' own links never mention it.
import { type Locale, PSEUDO_LOCALES, type PublicLocale } from './locales';

export const LOCALE_PREFIX: Record<Locale, string> = {
  en: '',
  es: '/es',
  zh: '/zh',
  'en-XA': '/en-xa',
  'ar-XB': '/ar-xb',
};

/** The cookie the language switcher sets (and sign-in copies from the profile): the reader's saved choice. */
export const LOCALE_COOKIE = 'qk_locale';

const PREFIXED = /^\/(es|zh|en-xa|ar-xb)(?=\/|$)/i;
const BY_PREFIX: Record<string, Locale> = { es: 'es', zh: 'zh', 'en-xa': 'en-XA', 'ar-xb': 'ar-XB' };

/** The language a path's prefix names and the path without it; English and the whole path when it has none. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = PREFIXED.exec(path);
  if (!match) return { locale: 'en', path };
  return { locale: BY_PREFIX[(match[1] as string).toLowerCase()] as Locale, path: path.slice(match[0].length) || '/' };
}

/** `path` (unprefixed, starting with '/') in `locale`'s part of the site: /es/browse; home is /es/. */
export const localizedPath = (locale: Locale, path: string): string => LOCALE_PREFIX[locale] + path;

export const isPseudoLocale = (locale: Locale): boolean => (PSEUDO_LOCALES as readonly Locale[]).includes(locale);

/** A saved choice as the cookie holds it, when it names a language students can choose. */
export function publicLocaleOf(value: string | null | undefined): PublicLocale | null {
  return value === 'en' || value === 'es' || value === 'zh' ? value : null;
}
