// Per-user profile data: preferences (onboarding answers, avatar) and interactions that drive trending and
// recommendations, plus analytics events.
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

export const analyticsEvents = sqliteTable(
  'analytics_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    eventName: text('event_name').notNull(),
    properties: text('properties', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
    path: text('path').notNull(),
    /** ISO string set by the server when the event arrives. */
    timestamp: text('timestamp').notNull(),
    /** The viewed resource of a resource_view (null otherwise), so trending reads an index, not JSON. */
    resourceId: text('resource_id'),
    /**
     * A resource_view's visitor: a day-salted hash of the user or address. resource_id is set only on the visitor's
     * first view of that resource that day (migrations/0014), so one visitor counts once a day.
     */
    visitor: text('visitor'),
  },
  (t) => [
    // Trending: resource_view events in a time range, covering the resource id (migrations/0006_trending.sql).
    index('analytics_events_trending_idx').on(t.eventName, t.timestamp, t.resourceId),
    // The scheduled purge of events older than 90 days.
    index('analytics_events_timestamp_idx').on(t.timestamp),
    index('analytics_events_user_idx').on(t.userId),
    // Has this visitor's view of this resource counted today? (partial: only rows with a visitor)
    index('analytics_events_visit_idx').on(t.resourceId, t.visitor, t.timestamp).where(sql`${t.visitor} IS NOT NULL`),
  ],
);
