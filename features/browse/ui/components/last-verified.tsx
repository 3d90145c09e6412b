// 'Last verified Nov 2026': the month a real check last reached the resource's site (the scheduled link checker's
// success, or a reviewer's date in the catalog; resources.last_verified). Never checked: nothing here (a card says
// nothing); the detail page says 'Not yet verified' itself, rather than a date nobody earned, which keeps
// the words out of home's first load.
import type { Translate } from '@quadkit/core/shared/i18n/translate';
import { translator } from '@quadkit/core/shared/i18n/translate';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { cardMessages } from './resource-card.messages';

type CardText = Translate<typeof cardMessages.en>;

/**
 * '2026-11-23' → 'Nov 2026' ('nov 2026', '2026年11月' with a Spanish or Chinese `t`); undefined for anything that is
 * not an ISO date. Pure string work: no time zone. The month names sit in the card's table rather than coming from
 * formatDay, whose long month names home's first load would otherwise carry.
 */
export function verifiedMonth(date: string | undefined, t: CardText = translator(cardMessages, 'en')) {
  const [, year, number] = (date && /^(\d{4})-(\d{2})-\d{2}$/.exec(date)) || [];
  const month = year && number ? t('months').split(' ')[Number(number) - 1] : undefined;
  return year && month ? t('monthYear', { month, year }) : undefined;
}

export function LastVerified({ date, className }: { date: string | undefined; className: string }) {
  const t = useMessages(cardMessages);
  const month = verifiedMonth(date, t);
  if (!month) return null;
  return (
    <p className={className}>
      {t('verified')} <time dateTime={date}>{month}</time>
    </p>
  );
}
