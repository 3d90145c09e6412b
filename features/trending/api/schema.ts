// Trending's table: analytics events, of which resource views rank /trending.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '@quadkit/core/server/schema/accounts';

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
