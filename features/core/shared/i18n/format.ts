// Dates and numbers in the reader's language, precomputed rather than Intl (see plain-format.ts for why).
// Dates are calendar days in UTC, as the catalog stores them.
import { formatIsoDay, groupThousands } from '../plain-format';
import type { Locale } from './locales';
import { pseudoLocalized } from './translate';

const ES_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const ES_MONTHS_SHORT = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];

/** '2026-11-24' → 'November 24, 2026' · '24 de noviembre de 2026' · '2026年11月24日' (short: 'Nov 24, 2026' · '24 nov 2026'). */
export function formatDay(locale: Locale, iso: string, months: 'long' | 'short' = 'long'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (locale === 'en-XA') return pseudoLocalized(locale, formatIsoDay(iso, months));
  if (!match || locale === 'en' || locale === 'ar-XB') return formatIsoDay(iso, months);
  const [, year, month, day] = match;
  const monthIndex = Number(month) - 1;
  if (locale === 'zh') return `${year}年${Number(month)}月${Number(day)}日`;
  return months === 'long'
    ? `${Number(day)} de ${ES_MONTHS[monthIndex]} de ${year}`
    : `${Number(day)} ${ES_MONTHS_SHORT[monthIndex]} ${year}`;
}

/** 20000 → '20,000' · '20.000' (Spanish groups from five digits: '2000') · '20,000'. */
export function formatNumber(locale: Locale, value: number): string {
  if (locale !== 'es') return groupThousands(value);
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return value < 0 ? `-${grouped}` : grouped;
}
