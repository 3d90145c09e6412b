// Ordering and formatting without Intl, for what a public page draws on its first render. Chromium loads ICU's
// data for collation, dates and numbers on their first use in a page: 27-64 ms of main thread each on this
// machine (measured in Debian's Chromium), paid by every visitor of /browse, /trending and an article before the
// page could respond (four times that on Lighthouse's mobile CPU). The catalog's words are English and ASCII, and
// dates are shown in UTC, so plain code gives the same text as Intl did, on the worker's render and in the browser.

export const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * English words in dictionary order, as `a.localeCompare(b, 'en')` orders them: letters compared without case
 * (spaces and punctuation before digits before letters, as in ASCII), then lower case before upper case.
 */
export function compareWords(a: string, b: string): number {
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  if (a === b) return 0;
  // Same letters: the lower-case spelling first ('ai' before 'AI'), as ICU's tertiary level does.
  return a > b ? -1 : 1;
}

/** 20000 → '20,000' (en-US grouping) for whole numbers. */
export function groupThousands(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}

/** '2026-11-24' → 'November 24, 2026' (or 'Nov 24, 2026'); the text itself when it is not an ISO date. */
export function formatIsoDay(iso: string, months: 'long' | 'short' = 'long'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = match ? (months === 'long' ? MONTHS_LONG : MONTHS_SHORT)[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : iso;
}
