// Toolkits (the seven built-ins have no owner) with their ordered resources, and bookmarks.
import { sql } from 'drizzle-orm';
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from '@quadkit/core/server/schema/columns';
import { users } from '@quadkit/core/server/schema/accounts';
import { resources } from '@quadkit/core/server/schema/catalog';
import { TOOLKIT_VISIBILITIES } from '../shared/visibility';

/** The spec's user_toolkits; built-in toolkits are rows with user_id null. */
export const toolkits = sqliteTable(
  'toolkits',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    emoji: text('emoji').notNull().default('📚'),
    /** Replaces the spec's is_public (true = 'public'); only 'public' is ever listed, searched or in the sitemap. */
    visibility: text('visibility', { enum: TOOLKIT_VISIBILITIES }).notNull().default('public'),
    isFeatured: integer('is_featured', { mode: 'boolean' }).notNull().default(false),
    /** The unlisted toolkit's share link token (base64url, 192 random bits); null = no working link. */
    shareToken: text('share_token'),
    /** The toolkit this one was copied from; null when it was not a copy or the original is gone. */
    remixedFromId: text('remixed_from_id').references((): AnySQLiteColumn => toolkits.id, { onDelete: 'set null' }),
    /** Snapshots taken at copy time, so the attribution outlives the original. */
    remixedFromTitle: text('remixed_from_title'),
    remixedFromOwner: text('remixed_from_owner'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('toolkits_user_idx').on(t.userId, t.createdAt),
    index('toolkits_visibility_idx').on(t.visibility, t.isFeatured, t.createdAt),
    uniqueIndex('toolkits_share_token_idx').on(t.shareToken),
    index('toolkits_remixed_from_idx').on(t.remixedFromId, t.userId),
    check('toolkits_visibility_check', sql`${t.visibility} in ('public', 'unlisted', 'private')`),
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
