// The link checker's bounds. A cron run on Workers Free may make 50 subrequests and use 10 ms of CPU (Paid: 10,000
// and 5 min; developers.cloudflare.com/workers/platform/limits, read 2026-11-26), and the same invocation also
// refreshes trending through KV and D1, so a run checks a few links and never makes more than FETCHES_PER_RUN
// fetches, however many redirects and fallbacks they take.
export const LINK_CHECK = {
  /** Resources checked per run (every 10 minutes: up to 1,152 a day). */
  itemsPerRun: 8,
  /** Hard cap on outgoing fetches per run; an item the budget cannot finish is left for the next run. */
  fetchesPerRun: 24,
  /** Redirects followed per request before giving up ('too many redirects'). */
  maxRedirects: 4,
  /** A site that has not answered within this long has timed out. */
  timeoutMs: 8_000,
  /** At least this long between two requests to the same host. */
  hostGapMs: 1_000,
  /** A link that answered is checked again after a week; a failing one after six hours. */
  recheckOkMs: 7 * 86_400_000,
  retryFailedMs: 6 * 3_600_000,
  /** Failed checks in a row that open a 'broken-link' report for the admin. */
  failuresToReport: 3,
} as const;

export type LinkCheckLimits = { -readonly [K in keyof typeof LINK_CHECK]: number };
