// Reads and writes of resource_reports: a new report, the open queue with each resource's title and link, the
// resolve step, and whether a resource has an open broken-link report (its page shows a notice).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { resourceReports, resources } from '@quadkit/core/server/schema';
import type { ResourceReportReason } from '@quadkit/core/shared/resource-reports';

export interface NewReport {
  resourceId: string;
  reason: ResourceReportReason;
  note: string | null;
  userId: string | null;
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
    })
    .from(resourceReports)
    .innerJoin(resources, eq(resources.id, resourceReports.resourceId))
    .where(eq(resourceReports.status, 'open'))
    .orderBy(asc(resourceReports.createdAt), asc(resourceReports.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
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

export async function hasOpenBrokenLinkReport(db: Db, resourceId: string): Promise<boolean> {
  const row = await db
    .select({ id: resourceReports.id })
    .from(resourceReports)
    .where(
      and(
        eq(resourceReports.resourceId, resourceId),
        eq(resourceReports.status, 'open'),
        eq(resourceReports.reason, 'broken-link'),
      ),
    )
    .limit(1)
    .get();
  return row !== undefined;
}
