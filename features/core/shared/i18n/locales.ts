// The languages Quadkit speaks, and the two pseudo-locales that test it: 'en-XA' (accented, 40 % longer: finds
// untranslated and clipped text) and 'ar-XB' (right to left: finds layout that ignores direction). Pseudo-locales
// are served only where the worker's config enables them (local runs and tests), never to students.

export const LOCALES = ['en', 'es', 'zh'] as const;
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const;

export type PublicLocale = (typeof LOCALES)[number];
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number];
export type Locale = PublicLocale | PseudoLocale;

export const DEFAULT_LOCALE: PublicLocale = 'en';

/** The BCP 47 tag for `<html lang>` and `hreflang` ('zh' is written in Simplified Chinese). */
export const LANGUAGE_TAG: Record<Locale, string> = {
  en: 'en',
  es: 'es',
  zh: 'zh-Hans',
  'en-XA': 'en-XA',
  'ar-XB': 'ar-XB',
};

/** Each language's name in itself, for the language switcher. */
export const LOCALE_NAME: Record<PublicLocale, string> = {
  en: 'English',
  es: 'Español',
  zh: '简体中文',
};

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value) || (PSEUDO_LOCALES as readonly unknown[]).includes(value);
}

export function isPublicLocale(value: unknown): value is PublicLocale {
  return (LOCALES as readonly unknown[]).includes(value);
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar-XB' ? 'rtl' : 'ltr';
}
