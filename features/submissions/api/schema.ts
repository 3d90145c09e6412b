// Resource suggestions from the Submit a Resource form (/submit); reviewed by admins before they join the catalog.
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, stringList } from '@quadkit/core/server/schema/columns';
import { users } from '@quadkit/core/server/schema/accounts';
import { resources } from '@quadkit/core/server/schema/catalog';

export const RESOURCE_SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ResourceSubmissionStatus = (typeof RESOURCE_SUBMISSION_STATUSES)[number];

/** Suggestions from the Submit a Resource form; a user's rows go with the account. */
export const resourceSubmissions = sqliteTable(
  'resource_submissions',
  {
    id: text('id').primaryKey(),
    /** The signed-in submitter; null for a visitor. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** The URL normalised for duplicate checks (see features/submissions/shared/url-key.ts). */
    urlKey: text('url_key').notNull().default(''),
    description: text('description').notNull(),
    category: text('category').notNull(),
    email: text('email'),
    /** Chosen by the reviewing admin; copied to the resource on approval. */
    tags: stringList('tags'),
    status: text('status', { enum: RESOURCE_SUBMISSION_STATUSES }).notNull().default('pending'),
    /** Why it was rejected (or a note on approval), shown to the submitter. */
    reason: text('reason'),
    /** The admin who decided; kept as null if that admin's account is deleted later. */
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    /** The catalog resource an approval created. */
    resourceId: text('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('resource_submissions_user_idx').on(t.userId),
    index('resource_submissions_status_idx').on(t.status, t.createdAt),
    index('resource_submissions_url_key_idx').on(t.urlKey),
    check('resource_submissions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
