// Bulletin board posts that users send in; moderated before they reach the board (features/bulletin).
import { sql } from 'drizzle-orm';
import { check, index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, stringList } from './columns';
import { users } from './accounts';

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
  },
  (t) => [
    index('bulletin_submissions_user_idx').on(t.userId, t.createdAt),
    index('bulletin_submissions_status_idx').on(t.status, t.createdAt),
    check('bulletin_submissions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
