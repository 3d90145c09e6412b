// Accounts: users, their sessions (only a hash of the token is stored), the admin list and failed sign-ins.
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
    /** The browser's User-Agent at sign-in (shortened), for the sessions list. */
    userAgent: text('user_agent').notNull().default(''),
    /** Last request seen on this session, epoch ms (updated at most once a minute). */
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }).notNull().default(new Date(0)),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const adminUsers = sqliteTable('admin_users', {
  email: text('email').primaryKey(),
});

/** Recent failed sign-ins, counted per e-mail and per client address to rate limit guessing. */
export const signInFailures = sqliteTable(
  'sign_in_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Normalised, whether or not a user has it. */
    email: text('email').notNull(),
    /** CF-Connecting-IP, or 'local' when absent. */
    clientAddress: text('client_address').notNull(),
    failedAt: integer('failed_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    index('sign_in_failures_email_idx').on(t.email, t.failedAt),
    index('sign_in_failures_address_idx').on(t.clientAddress, t.failedAt),
    // Old rows are pruned by age.
    index('sign_in_failures_failed_at_idx').on(t.failedAt),
  ],
);
