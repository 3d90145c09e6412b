// What users send in: bulletin board posts (moderated) and resource suggestions from /submit.
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

/** Suggestions from the Submit a Resource form; a user's rows go with the account. */
export const resourceSubmissions = sqliteTable(
  'resource_submissions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [index('resource_submissions_user_idx').on(t.userId)],
);
