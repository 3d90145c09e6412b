// Bulletin board posts that users send in; moderated before they reach the board (features/bulletin).
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, stringList } from '@quadkit/core/server/schema/columns';
import { users } from '@quadkit/core/server/schema/accounts';

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The spec's bulletin_board_submissions. */
export const bulletinSubmissions = sqliteTable(
  'bulletin_submissions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    tags: stringList('tags'),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    // Moderation and board fields (migrations/0005_bulletin_moderation.sql).
    /** Plain-text opening of the body, for cards and search. */
    snippet: text('snippet').notNull().default(''),
    readTime: text('read_time').notNull().default('1 min read'),
    /** The admin who approved or rejected the post; nulled if that admin's account is deleted. */
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** When it was approved or rejected: an approved post's publication date on the board. */
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    /** The admin's optional reason, shown to the author on /submissions. */
    reason: text('reason'),
  },
  (t) => [
    index('bulletin_submissions_user_idx').on(t.userId, t.createdAt),
    index('bulletin_submissions_status_idx').on(t.status, t.createdAt),
    index('bulletin_submissions_reviewed_idx').on(t.status, t.reviewedAt),
    check('bulletin_submissions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
