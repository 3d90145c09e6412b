// A date with its time in the reader's language, for admin screens only: it uses Intl, whose data costs a public
// page's first render (see plain-format.ts), so public screens show days with formatDay instead.
import { LANGUAGE_TAG, type Locale } from '../../shared/i18n/locales';

export function formatDateTime(locale: Locale, value: string | Date): string {
  return new Date(value).toLocaleString(locale === 'en' ? 'en-US' : LANGUAGE_TAG[locale]);
}
