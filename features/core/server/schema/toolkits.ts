// Toolkits (the seven built-ins have no owner) with their ordered resources, and bookmarks.
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './columns';
import { users } from './accounts';
import { resources } from './catalog';

/** The spec's user_toolkits; built-in toolkits are rows with user_id null. */
export const toolkits = sqliteTable(
  'toolkits',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    emoji: text('emoji').notNull().default('📚'),
    isPublic: integer('is_public', { mode: 'boolean' }).notNull().default(true),
    isFeatured: integer('is_featured', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('toolkits_user_idx').on(t.userId, t.createdAt),
    index('toolkits_public_idx').on(t.isPublic, t.isFeatured, t.createdAt),
  ],
);

/** A toolkit's resource_ids, in order; the primary key refuses the same resource twice. */
export const toolkitResources = sqliteTable(
  'toolkit_resources',
  {
    toolkitId: text('toolkit_id')
      .notNull()
      .references(() => toolkits.id, { onDelete: 'cascade' }),
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.toolkitId, t.resourceId] }),
    index('toolkit_resources_resource_idx').on(t.resourceId),
  ],
);

export const bookmarks = sqliteTable(
  'bookmarks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A resource id or a toolkit id, depending on type. */
    resourceId: text('resource_id').notNull(),
    type: text('type', { enum: ['resource', 'toolkit'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('bookmarks_user_item_unique').on(t.userId, t.resourceId, t.type),
    index('bookmarks_user_created_idx').on(t.userId, t.createdAt),
    check('bookmarks_type_check', sql`${t.type} in ('resource', 'toolkit')`),
  ],
);
