// 'Last verified Nov 2026': when a person last checked the resource's site (the catalog's last_verified date);
// nothing for resources that have never been checked.
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
