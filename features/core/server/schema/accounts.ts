// Accounts: users, their sessions (only a hash of the token is stored) and the admin list.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  /** Normalised (trimmed, lower-case). */
  email: text('email').notNull().unique(),
  /** "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>": parameters travel with the hash. */
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

export const sessions = sqliteTable(
  'sessions',
  {
    /** SHA-256 of the cookie token, hex. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const adminUsers = sqliteTable('admin_users', {
  email: text('email').primaryKey(),
});
