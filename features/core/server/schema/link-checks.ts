// The scheduled link checker's last word on each resource's URL (features/browse/api/link-check): when, whether it
// answered 2xx, the status and the URL the redirects ended at, and how many checks in a row failed (a broken-link
// report opens at the third).
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { resources } from './catalog';

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
