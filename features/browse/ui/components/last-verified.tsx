// 'Last verified Nov 2026': the month a real check last reached the resource's site (the scheduled link checker's
// success, or a reviewer's date in the catalog; resources.last_verified). Never checked: nothing here (a card says
// nothing); the detail page says 'Not yet verified' itself, rather than a date nobody earned, which keeps
// the words out of home's first load.
import { MONTHS_SHORT } from '@quadkit/core/shared/plain-format';

/** '2026-11-23' → 'Nov 2026'; undefined for anything that is not an ISO date. Pure string work: no time zone. */
export function verifiedMonth(date: string | undefined): string | undefined {
  const match = date ? /^(\d{4})-(\d{2})-\d{2}$/.exec(date) : null;
  const month = match ? MONTHS_SHORT[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : undefined;
}

export function LastVerified({ date, className }: { date: string | undefined; className: string }) {
  const month = verifiedMonth(date);
  if (!month) return null;
  return (
    <p className={className}>
      Last verified <time dateTime={date}>{month}</time>
    </p>
  );
}
