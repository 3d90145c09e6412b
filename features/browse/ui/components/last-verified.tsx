// 'Last verified Nov 2026': the month a real check last reached the resource's site (the scheduled link checker's
// success, or a reviewer's date in the catalog; resources.last_verified). Never checked: nothing here (a card says
// nothing); the detail page says 'Not yet verified' itself, rather than a date nobody earned, which keeps
// the words out of home's first load.
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { formatDay } from '@quadkit/core/shared/i18n/format';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { MONTHS_SHORT } from '@quadkit/core/shared/plain-format';
import { cardMessages } from './resource-card.messages';

/** '2026-11-23' → 'Nov 2026' · 'nov 2026' · '2026年11月'; undefined for anything that is not an ISO date. Pure string work: no time zone. */
export function verifiedMonth(date: string | undefined, locale: Locale = 'en'): string | undefined {
  const match = date ? /^(\d{4})-(\d{2})-\d{2}$/.exec(date) : null;
  const month = match ? MONTHS_SHORT[Number(match[2]) - 1] : undefined;
  if (!match || !month || !date) return undefined;
  if (locale === 'zh') return `${match[1]}年${Number(match[2])}月`;
  // Spanish short days read '23 nov 2026': the month and year without the day.
  if (locale === 'es') return formatDay('es', date, 'short').replace(/^\d+ /, '');
  return `${month} ${match[1]}`;
}

export function LastVerified({ date, className }: { date: string | undefined; className: string }) {
  const locale = useLocale();
  const t = useMessages(cardMessages);
  const month = verifiedMonth(date, locale);
  if (!month) return null;
  return (
    <p className={className}>
      {t('verified')} <time dateTime={date}>{month}</time>
    </p>
  );
}
