// The reader's choice of language, kept in the cookie the worker reads for unprefixed URLs (a year; every path).
import { LOCALE_COOKIE } from '../../shared/i18n/locale-path';
import type { PublicLocale } from '../../shared/i18n/locales';

export function rememberLocale(locale: PublicLocale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
