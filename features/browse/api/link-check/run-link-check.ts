// The scheduled link check (worker cron): picks the resources due (never checked first, then the longest
// unchecked), at most one per host, checks them one after another within the run's fetch budget, and records
// each answer. Only a real 2xx sets resources.last_verified; the third failure in a row opens a 'broken-link'
// report for the admin (the resource_reports queue at /admin), unless one is open already. When a page would now
// read differently (a new month verified, a new report's notice) the run calls `pagesChanged` once, which the
// worker wires to the catalog version bump that purges the edge-cached answers.
import { and, asc, eq, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { linkChecks } from '../schema';
import { resources } from '@quadkit/core/server/schema';
import {
  hasOpenBrokenLinkReport,
  insertReport,
  resolveBrokenLinkReportsBy,
  showsBrokenLinkNotice,
} from '../report-queries';

/** The checker reports as one reporter of its own: like any single report, its report reaches the admin's queue
 * at once and the public notice only with two more reporters or an admin's confirmation. */
export const LINK_CHECKER_REPORTER = 'link-checker';
import { checkLink, type LinkCheckResult, type LinkFetcher } from './check-link';
import { LINK_CHECK, type LinkCheckLimits } from './limits';
import { fetchBudget, hostSpacer, realSleep, type Sleep } from './polite';

export interface LinkCheckDeps {
  fetch: LinkFetcher;
  sleep?: Sleep;
  now?: () => number;
  limits?: Partial<LinkCheckLimits>;
  /** Called once after a run that changed what a resource page shows. */
  pagesChanged?: () => Promise<unknown>;
}

export interface CheckedLink extends LinkCheckResult {
  resourceId: string;
  url: string;
}

export interface LinkCheckRun {
  checked: CheckedLink[];
  /** Fetches made, never above the run's budget. */
  fetches: number;
  /** Resources that got a new broken-link report. */
  reported: string[];
}

interface Due {
  id: string;
  url: string;
  lastVerified: string | null;
  failures: number | null;
}

async function dueResources(db: Db, limits: LinkCheckLimits, now: number): Promise<Due[]> {
  return (
    db
      .select({
        id: resources.id,
        url: resources.url,
        lastVerified: resources.lastVerified,
        failures: linkChecks.failures,
      })
      .from(resources)
      .leftJoin(linkChecks, eq(linkChecks.resourceId, resources.id))
      .where(
        and(
          like(resources.url, 'http%'),
          or(
            isNull(linkChecks.resourceId),
            and(eq(linkChecks.ok, true), lt(linkChecks.checkedAt, new Date(now - limits.recheckOkMs))),
            and(eq(linkChecks.ok, false), lt(linkChecks.checkedAt, new Date(now - limits.retryFailedMs))),
          ),
        ),
      )
      .orderBy(asc(sql`coalesce(${linkChecks.checkedAt}, 0)`), asc(resources.position))
      // Extra rows so that skipping a second link on a host already in this run still fills the run.
      .limit(limits.itemsPerRun * 4)
  );
}

/** At most one resource per host in a run: a site gets one visitor from us at a time. */
function onePerHost(due: Due[], max: number): Due[] {
  const hosts = new Set<string>();
  const picked: Due[] = [];
  for (const item of due) {
    let host: string;
    try {
      host = new URL(item.url).host;
    } catch {
      continue;
    }
    if (hosts.has(host)) continue;
    hosts.add(host);
    picked.push(item);
    if (picked.length === max) break;
  }
  return picked;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Records one check; says whether a page now reads differently and whether a report was opened. */
async function record(db: Db, item: Due, result: LinkCheckResult, now: number, limits: LinkCheckLimits) {
  const previous = item.failures ?? 0;
  // A site that refuses robots (blocked) says nothing about the link: neither a success nor a failure.
  const failures = result.outcome === 'ok' ? 0 : result.outcome === 'failed' ? previous + 1 : previous;
  const row = {
    checkedAt: new Date(now),
    ok: result.outcome === 'ok',
    httpStatus: result.status,
    finalUrl: result.finalUrl === item.url ? null : result.finalUrl,
    error: result.error,
    failures,
  };
  await db
    .insert(linkChecks)
    .values({ resourceId: item.id, ...row })
    .onConflictDoUpdate({ target: linkChecks.resourceId, set: row });
  const unchanged = { pageChanged: false, reported: false };
  if (result.outcome === 'ok') {
    const day = isoDay(now);
    await db.update(resources).set({ lastVerified: day }).where(eq(resources.id, item.id));
    // The link works again: the checker's own report is done (people's reports wait for an admin).
    const closed = await resolveBrokenLinkReportsBy(db, item.id, LINK_CHECKER_REPORTER);
    // Pages show the month ('Last verified Nov 2026'), and a closed report may take the notice away.
    return { pageChanged: closed > 0 || item.lastVerified?.slice(0, 7) !== day.slice(0, 7), reported: false };
  }
  if (result.outcome !== 'failed' || failures < limits.failuresToReport) return unchanged;
  if (await hasOpenBrokenLinkReport(db, item.id)) return unchanged;
  const note =
    `Link checker: ${failures} checks in a row failed (last ${isoDay(now)}: ${result.error ?? 'no answer'} ` +
    `at ${result.finalUrl}).`;
  await insertReport(db, {
    resourceId: item.id,
    reason: 'broken-link',
    note: note.slice(0, 500),
    userId: null,
    reporter: LINK_CHECKER_REPORTER,
  });
  return { pageChanged: await showsBrokenLinkNotice(db, item.id), reported: true };
}

export async function runLinkCheck(db: Db, deps: LinkCheckDeps): Promise<LinkCheckRun> {
  const now = deps.now ?? Date.now;
  const limits: LinkCheckLimits = { ...LINK_CHECK, ...deps.limits };
  const budget = fetchBudget(limits.fetchesPerRun);
  const space = hostSpacer(limits.hostGapMs, deps.sleep ?? realSleep, now);
  const run: LinkCheckRun = { checked: [], fetches: 0, reported: [] };
  const items = onePerHost(await dueResources(db, limits, now()), limits.itemsPerRun);
  let changed = false;
  for (const item of items) {
    const result = await checkLink(item.url, {
      fetch: deps.fetch,
      budget,
      space,
      timeoutMs: limits.timeoutMs,
      maxRedirects: limits.maxRedirects,
    });
    // Out of budget: this item and the rest wait for the next run, unrecorded.
    if (!result) break;
    run.checked.push({ resourceId: item.id, url: item.url, ...result });
    const { pageChanged, reported } = await record(db, item, result, now(), limits);
    if (reported) run.reported.push(item.id);
    changed ||= pageChanged;
  }
  run.fetches = budget.used;
  if (changed) await deps.pagesChanged?.();
  return run;
}
