// The language of a page request (docs/decisions/0027-locale-urls.md): the URL's prefix decides (/es/…, /zh/…;
// /en-xa/… and /ar-xb/… only where PSEUDO_LOCALES is "1"). An unprefixed page URL is English unless the reader
// chose or prefers another language: then a 302 to that language's URL, which no cache may keep or share.
import { isPseudoLocale, localizedPath, splitLocalePath } from '@quadkit/core/shared/i18n/locale-path';
import { LANGUAGE_TAG, type Locale, textDirection } from '@quadkit/core/shared/i18n/locales';
import { chooseLocale } from './choose-locale';

export type PageLocale =
  /** Render `path` (the URL's path without its prefix) in `locale`; `negotiated`: English chosen from the request. */
  | { kind: 'page'; locale: Locale; path: string; negotiated: boolean }
  | { kind: 'redirect'; response: Response }
  /** A pseudo-locale's prefix where they are off: names nothing. */
  | { kind: 'unknown' };

/** A path naming a file (robots.txt, sw.js, a missing image) is never sent to another language. */
const namesFile = (path: string) => /\.[^/]*$/.test(path);

export function pageLocaleOf(request: Request, pseudoLocales: string | undefined): PageLocale {
  const url = new URL(request.url);
  const { locale, path } = splitLocalePath(url.pathname);
  if (isPseudoLocale(locale) && pseudoLocales !== '1') return { kind: 'unknown' };
  if (locale !== 'en' || namesFile(path)) return { kind: 'page', locale, path, negotiated: false };
  const chosen = chooseLocale(request);
  if (chosen === 'en') return { kind: 'page', locale, path, negotiated: true };
  const headers = {
    Location: localizedPath(chosen, path) + url.search,
    Vary: 'Accept-Language, Cookie',
    'Cache-Control': 'no-store',
  };
  return { kind: 'redirect', response: new Response(null, { status: 302, headers }) };
}

/** index.html's <html> element in the page's language and direction. */
export const withLanguage = (html: string, locale: Locale): string =>
  html.replace(/<html\b[^>]*>/, `<html lang="${LANGUAGE_TAG[locale]}" dir="${textDirection(locale)}">`);
