// Browse's tables. Problems visitors report on a resource (broken link, wrong category, outdated, other), listed for admins at /admin
// until one resolves them. An open broken-link report puts a quiet notice on the resource's page.
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from '@quadkit/core/server/schema/columns';
import { users } from '@quadkit/core/server/schema/accounts';
import { resources } from '@quadkit/core/server/schema/catalog';
import { RESOURCE_REPORT_REASONS, RESOURCE_REPORT_STATUSES } from '../shared/resource-reports';

export const resourceReports = sqliteTable(
  'resource_reports',
  {
    id: text('id').primaryKey(),
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: RESOURCE_REPORT_REASONS }).notNull(),
    /** Optional, at most 500 characters. */
    note: text('note'),
    /** The signed-in reporter; null for a visitor. Their reports go with the account. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RESOURCE_REPORT_STATUSES }).notNull().default('open'),
    /** The admin who resolved it; kept as null if that admin's account is deleted later. */
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
    /** A hash of the reporter (user, else address): a broken-link notice needs 3 distinct ones. */
    reporter: text('reporter'),
    /** An admin's 'Confirm broken', which shows the notice without waiting for 3 reporters. */
    confirmedBy: text('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('resource_reports_status_idx').on(t.status, t.createdAt),
    index('resource_reports_resource_idx').on(t.resourceId, t.status, t.reason),
    index('resource_reports_user_idx').on(t.userId),
    check('resource_reports_reason_check', sql`${t.reason} in ('broken-link', 'wrong-category', 'outdated', 'other')`),
    check('resource_reports_status_check', sql`${t.status} in ('open', 'resolved')`),
  ],
);

/**
 * The scheduled link checker's last word on each resource's URL (./link-check): when, whether it answered 2xx, the
 * status and the URL the redirects ended at, and how many checks in a row failed (a broken-link report opens at the
 * third).
 */
export const linkChecks = sqliteTable(
  'link_checks',
  {
    resourceId: text('resource_id')
      .primaryKey()
      .references(() => resources.id, { onDelete: 'cascade' }),
    checkedAt: integer('checked_at', { mode: 'timestamp_ms' }).notNull(),
    ok: integer('ok', { mode: 'boolean' }).notNull(),
    httpStatus: integer('http_status'),
    /** Where the redirects ended, when that is not the resource's own URL. */
    finalUrl: text('final_url'),
    error: text('error'),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('link_checks_checked_idx').on(t.checkedAt)],
);
