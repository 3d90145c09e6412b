// Catalog tables: categories, resources (one table for all 15 categories, see docs/decisions/0001),
// majors and their fields, and the bundled articles. The FTS5 index over resources is hand-written in
// migrations/0001_resources_fts.sql and kept in sync by triggers.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { Eligibility } from '../../catalog/eligibility/rule';
import { createdAt, stringList, updatedAt } from './columns';

export const categories = sqliteTable('categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  /** The spec's legacy per-category table name, still reported in search results. */
  tableName: text('table_name').notNull(),
  position: integer('position').notNull(),
});

export const resources = sqliteTable(
  'resources',
  {
    /** Stable integer key for the FTS5 index (a text primary key's implicit rowid may change on VACUUM). */
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    id: text('id').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category')
      .notNull()
      .references(() => categories.slug),
    tags: stringList('tags'),
    url: text('url').notNull(),
    image: text('image').notNull(),
    region: text('region'),
    /** When a person last checked the site (ISO yyyy-mm-dd); null for rows from outside the catalog. */
    lastVerified: text('last_verified'),
    /** Who it is for (JSON, core/catalog/eligibility/schema.ts); null when nobody has said (user suggestions). */
    eligibility: text('eligibility', { mode: 'json' }).$type<Eligibility>(),
    /** How-to-access steps written for this item (JSON string array, core/catalog/facts); null falls back. */
    access: text('access', { mode: 'json' }).$type<string[]>(),
    /** What the About block adds to the description; null when there is nothing to add. */
    about: text('about'),
    /** Source order: the browse page's "newest" sort. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('resources_category_idx').on(t.category, t.title),
    // Search ranks a window of up to a thousand matches by the words in their titles: through this index it reads
    // each title from a small page instead of the row, which at 100,000 resources sits on a page of its own.
    index('resources_seq_title_idx').on(t.seq, sql`lower(${t.title})`),
  ],
);

export const majorFields = sqliteTable('major_fields', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const majors = sqliteTable('majors', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const majorFieldLinks = sqliteTable(
  'major_field_links',
  {
    majorId: text('major_id')
      .notNull()
      .references(() => majors.id, { onDelete: 'cascade' }),
    fieldId: text('field_id')
      .notNull()
      .references(() => majorFields.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.majorId, t.fieldId] }), index('major_field_links_field_idx').on(t.fieldId)],
);

/** The spec's majors_resources: which resources serve which major. */
export const majorResources = sqliteTable(
  'major_resources',
  {
    majorId: text('major_id')
      .notNull()
      .references(() => majors.id, { onDelete: 'cascade' }),
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.majorId, t.resourceId] }), index('major_resources_resource_idx').on(t.resourceId)],
);

export const articles = sqliteTable('articles', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  snippet: text('snippet').notNull(),
  content: text('content').notNull(),
  image: text('image').notNull(),
  tags: stringList('tags'),
  /** ISO date, yyyy-mm-dd. */
  date: text('date').notNull(),
  readTime: text('read_time').notNull(),
  authorName: text('author_name').notNull(),
  authorAvatar: text('author_avatar').notNull(),
  position: integer('position').notNull(),
});
