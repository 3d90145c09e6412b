// The language cookie as the worker sets it (sign-in copies the profile's choice; saving the choice sets it): the
// same cookie the switcher writes in the browser, readable by it (not HttpOnly: it holds no secret).
import { LOCALE_COOKIE } from '../shared/i18n/locale-path';
import type { PublicLocale } from '../shared/i18n/locales';

export function localeCookie(locale: PublicLocale, requestUrl: string): string {
  const secure = new URL(requestUrl).protocol === 'https:' ? '; Secure' : '';
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
