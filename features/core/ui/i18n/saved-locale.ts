// The reader's saved language as the cookie holds it (the switcher's choice, or the profile's that sign-in copied).
// Its own module: only the sign-in modal reads it, so the entry (which writes the cookie) does not carry it.
import { LOCALE_COOKIE, publicLocaleOf } from '../../shared/i18n/locale-path';
import type { PublicLocale } from '../../shared/i18n/locales';

export function savedLocale(): PublicLocale | null {
  const pair = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`));
  return publicLocaleOf(pair?.slice(LOCALE_COOKIE.length + 1));
}
