// Per-user profile data that several features read: preferences (onboarding answers, avatar, public name) and the
// interactions (views, bookmarks) that drive trending and recommendations.
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, stringList, updatedAt } from './columns';
import { users } from './accounts';

export const userPreferences = sqliteTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  studyLevel: text('study_level'),
  major: text('major'),
  studyGoals: stringList('study_goals'),
  avatarUrl: text('avatar_url'),
  /** R2 key of the current avatar, so a replacement can delete the old object. */
  avatarKey: text('avatar_key'),
  interests: stringList('interests'),
  graduationYear: integer('graduation_year'),
  /** ISO 3166-1 alpha-2 code of the country the student lives in ('CA'); decides which resources they qualify for. */
  country: text('country'),
  /** The name shown in public (bulletin author, remix credits); null shows 'A Quadkit student'. Never e-mail. */
  displayName: text('display_name'),
  /** The language the student chose ('en', 'es', 'zh'); null until they choose one. Copied into the
   * language cookie at sign-in, so their pages open in it on any device. */
  locale: text('locale'),
  onboarded: integer('onboarded', { mode: 'boolean' }).notNull().default(false),
  updatedAt: updatedAt(),
});

export const userInteractions = sqliteTable(
  'user_interactions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: text('resource_id').notNull(),
    type: text('type', { enum: ['view', 'bookmark'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_interactions_user_idx').on(t.userId),
    index('user_interactions_created_idx').on(t.createdAt, t.resourceId),
    // Trending's bookmark half: one type over a time range (migrations/0006_trending.sql).
    index('user_interactions_type_created_idx').on(t.type, t.createdAt, t.resourceId),
    check('user_interactions_type_check', sql`${t.type} in ('view', 'bookmark')`),
  ],
);
