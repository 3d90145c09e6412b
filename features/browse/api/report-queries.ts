// Reads and writes of resource_reports: a new report, the open queue with each resource's title and link, the
// resolve and confirm steps, and whether a resource's page shows the broken-link notice: after 3 independent
// reporters (distinct users or addresses) or an admin's confirmation, never on one anonymous report.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { resourceReports } from './schema';
import { resources } from '@quadkit/core/server/schema';
import type { ResourceReportReason } from '../shared/resource-reports';

/** Independent broken-link reports that show the notice without an admin. */
export const BROKEN_LINK_NOTICE_REPORTERS = 3;

export interface NewReport {
  resourceId: string;
  reason: ResourceReportReason;
  note: string | null;
  userId: string | null;
  /** A hash of the reporter (user, else address): core/server/visitor.ts. */
  reporter: string;
}

export async function insertReport(db: Db, report: NewReport): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(resourceReports).values({ id, ...report });
  return id;
}

/** Open reports, oldest first, each with its resource's title and URL (the admin checks the link from here). */
export async function listOpenReports(db: Db) {
  const rows = await db
    .select({
      id: resourceReports.id,
      resourceId: resourceReports.resourceId,
      resourceTitle: resources.title,
      resourceUrl: resources.url,
      reason: resourceReports.reason,
      note: resourceReports.note,
      createdAt: resourceReports.createdAt,
      confirmedAt: resourceReports.confirmedAt,
    })
    .from(resourceReports)
    .innerJoin(resources, eq(resources.id, resourceReports.resourceId))
    .where(eq(resourceReports.status, 'open'))
    .orderBy(asc(resourceReports.createdAt), asc(resourceReports.id));
  return rows.map(({ confirmedAt, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    /** An admin confirmed the link broken: the resource's page shows the notice. */
    confirmed: confirmedAt !== null,
  }));
}

/** Resolves an open report: 'missing' when there is no such report, 'done' when it was resolved already. */
export async function resolveReport(db: Db, id: string, adminId: string): Promise<'resolved' | 'missing' | 'done'> {
  const updated = await db
    .update(resourceReports)
    .set({ status: 'resolved', resolvedBy: adminId, resolvedAt: new Date() })
    .where(and(eq(resourceReports.id, id), eq(resourceReports.status, 'open')))
    .returning({ id: resourceReports.id });
  if (updated.length > 0) return 'resolved';
  const existing = await db
    .select({ id: resourceReports.id })
    .from(resourceReports)
    .where(eq(resourceReports.id, id))
    .get();
  return existing ? 'done' : 'missing';
}

const openBrokenLink = (resourceId: string) =>
  and(
    eq(resourceReports.resourceId, resourceId),
    eq(resourceReports.status, 'open'),
    eq(resourceReports.reason, 'broken-link'),
  );

/** Resolves the resource's open broken-link reports filed by `reporter` (the link checker, once its link works
 * again); people's reports stay for an admin. Answers how many it resolved. */
export async function resolveBrokenLinkReportsBy(db: Db, resourceId: string, reporter: string): Promise<number> {
  const resolved = await db
    .update(resourceReports)
    .set({ status: 'resolved', resolvedAt: new Date() })
    .where(and(openBrokenLink(resourceId), eq(resourceReports.reporter, reporter)))
    .returning({ id: resourceReports.id });
  return resolved.length;
}

/** Whether any broken-link report of the resource is open (the link checker files one, not one a run). */
export async function hasOpenBrokenLinkReport(db: Db, resourceId: string): Promise<boolean> {
  const open = await db
    .select({ id: resourceReports.id })
    .from(resourceReports)
    .where(openBrokenLink(resourceId))
    .get();
  return open !== undefined;
}

/**
 * Marks an open broken-link report confirmed by an admin: 'missing' (no such report), 'done' (resolved already),
 * 'not-broken-link' (another reason: nothing to confirm), else 'confirmed' (also when it was already).
 */
export async function confirmReport(
  db: Db,
  id: string,
  adminId: string,
): Promise<'confirmed' | 'missing' | 'done' | 'not-broken-link'> {
  const report = await db
    .select({ status: resourceReports.status, reason: resourceReports.reason })
    .from(resourceReports)
    .where(eq(resourceReports.id, id))
    .get();
  if (!report) return 'missing';
  if (report.status !== 'open') return 'done';
  if (report.reason !== 'broken-link') return 'not-broken-link';
  await db
    .update(resourceReports)
    .set({ confirmedBy: adminId, confirmedAt: new Date() })
    .where(and(eq(resourceReports.id, id), eq(resourceReports.status, 'open')));
  return 'confirmed';
}

/**
 * Whether the resource's page shows 'Someone reported this link as broken': an open broken-link report an admin
 * confirmed, or open ones from at least 3 distinct reporters (a row from before migration 0014 has no reporter
 * and counts as its own).
 */
export async function showsBrokenLinkNotice(db: Db, resourceId: string): Promise<boolean> {
  const [confirmed, reporters] = brokenLinkNoticeReads(db, resourceId);
  return noticeShows(await db.batch([confirmed, reporters]));
}

/** The two reads that decide the notice, for a caller that batches them with its own (the resource's page). */
export function brokenLinkNoticeReads(db: Db, resourceId: string) {
  return [
    db
      .select({ id: resourceReports.id })
      .from(resourceReports)
      .where(and(openBrokenLink(resourceId), isNotNull(resourceReports.confirmedAt)))
      .limit(1),
    db
      .select({ n: sql<number>`count(distinct coalesce(${resourceReports.reporter}, ${resourceReports.id}))` })
      .from(resourceReports)
      .where(openBrokenLink(resourceId)),
  ] as const;
}

/** Whether the notice shows, from the answers of `brokenLinkNoticeReads`. */
export function noticeShows([confirmed, reporters]: readonly [{ id: string }[], { n: number }[]]): boolean {
  return confirmed.length > 0 || (reporters[0]?.n ?? 0) >= BROKEN_LINK_NOTICE_REPORTERS;
}
