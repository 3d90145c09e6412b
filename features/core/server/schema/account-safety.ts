// Account safety: places an account signed in from, password reset tokens and the local dev mailbox.
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt } from './columns';

/** A device cookie or an address (both hashed) the user signed in from: its own sign-in counter. */
export const trustedSignIns = sqliteTable(
  'trusted_sign_ins',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['device', 'address'] }).notNull(),
    keyHash: text('key_hash').notNull(),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.keyHash] })],
);

/** Single-use password reset tokens; only the SHA-256 of the token is stored. */
export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Local development only: the e-mails the app would have sent, shown at /dev/mailbox. */
export const devMailbox = sqliteTable('dev_mailbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull().default(new Date(0)),
});

/** Sign-in attempt counters: a 15-minute window that starts at a key's first attempt (hashed keys). */
export const signInCounters = sqliteTable('sign_in_counters', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  hits: integer('hits').notNull(),
});
