// Resource suggestions from the Submit a Resource form (/submit); reviewed by admins before they join the catalog.
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './accounts';

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
