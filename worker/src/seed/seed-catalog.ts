// Seeds the built-in catalog into D1 in one transaction (a D1 batch). Safe to rerun: rows are upserted by
// their ids, and the link tables the catalog owns (built-in toolkits' and majors' resources) are replaced. A data
// file with a malformed entry stops it before anything is written (catalogFrom validates the files).
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { CATALOG_FILES, type CatalogFiles } from '@quadkit/core/catalog/catalog-files';
import type { Db } from '@quadkit/core/server/db';
import * as core from '@quadkit/core/server/schema';
import { toolkitResources, toolkits } from '@quadkit/toolkits/schema';
import { chunkRows } from './chunk';
import * as rows from './catalog-rows';

// The seed writes the catalog (core's tables) and the built-in toolkits (the toolkits package's).
const t = { ...core, toolkits, toolkitResources };

/** `set` for an upsert: every listed column takes the incoming (excluded) value. */
function excludedSet(columns: Record<string, SQLiteColumn>): Record<string, SQL> {
  return Object.fromEntries(Object.entries(columns).map(([key, col]) => [key, sql.raw(`excluded."${col.name}"`)]));
}

function upserts<T extends SQLiteTable>(
  db: Db,
  table: T,
  data: T['$inferInsert'][],
  target: SQLiteColumn | SQLiteColumn[],
  update: Record<string, SQLiteColumn>,
  also: Record<string, SQL> = {},
): BatchItem<'sqlite'>[] {
  const set = excludedSet(update);
  Object.assign(set, also);
  return chunkRows(data).map((chunk) => db.insert(table).values(chunk).onConflictDoUpdate({ target, set }));
}

/**
 * last_verified on reseed: a reviewer's date in the catalog replaces an older one, but a later date the link
 * checker earned (or any date, when the catalog has none) is kept.
 */
const newerLastVerified = sql.raw(
  `CASE WHEN excluded."last_verified" > coalesce("resources"."last_verified", '') THEN excluded."last_verified" ELSE "resources"."last_verified" END`,
);

function inserts<T extends SQLiteTable>(db: Db, table: T, data: T['$inferInsert'][]): BatchItem<'sqlite'>[] {
  return chunkRows(data).map((chunk) => db.insert(table).values(chunk).onConflictDoNothing());
}

export interface SeedReport {
  categories: number;
  resources: number;
  majors: number;
  articles: number;
  toolkits: number;
}

/** `files` is the bundled catalog; a test passes a copy with one bad entry. */
export async function seedCatalog(db: Db, files: CatalogFiles = CATALOG_FILES): Promise<SeedReport> {
  const catalog = rows.catalogFrom(files);
  const r = t.resources;
  const a = t.articles;
  const k = t.toolkits;
  const categoryRows = rows.categoryRows();
  const resourceRows = rows.resourceRows(catalog);
  const majorRows = rows.majorRows(catalog);
  const articleRows = rows.articleRows(catalog);
  const toolkitRows = rows.toolkitRows(catalog);
  const statements: BatchItem<'sqlite'>[] = [
    ...upserts(db, t.categories, categoryRows, t.categories.slug, {
      name: t.categories.name,
      tableName: t.categories.tableName,
      position: t.categories.position,
    }),
    ...upserts(
      db,
      r,
      resourceRows,
      r.id,
      {
        title: r.title,
        description: r.description,
        category: r.category,
        tags: r.tags,
        url: r.url,
        image: r.image,
        region: r.region,
        eligibility: r.eligibility,
        access: r.access,
        about: r.about,
        position: r.position,
      },
      { lastVerified: newerLastVerified },
    ),
    ...upserts(db, t.majorFields, rows.majorFieldRows(catalog), t.majorFields.id, {
      name: t.majorFields.name,
      position: t.majorFields.position,
    }),
    ...upserts(db, t.majors, majorRows, t.majors.id, { name: t.majors.name, position: t.majors.position }),
    db.delete(t.majorFieldLinks).where(inArray(t.majorFieldLinks.majorId, rows.catalogMajorIds(catalog))),
    db.delete(t.majorResources).where(inArray(t.majorResources.majorId, rows.catalogMajorIds(catalog))),
    ...inserts(db, t.majorFieldLinks, rows.majorFieldLinkRows(catalog)),
    ...inserts(db, t.majorResources, rows.majorResourceRows(catalog)),
    ...upserts(db, a, articleRows, a.id, {
      title: a.title,
      snippet: a.snippet,
      content: a.content,
      image: a.image,
      tags: a.tags,
      date: a.date,
      readTime: a.readTime,
      authorName: a.authorName,
      authorAvatar: a.authorAvatar,
      position: a.position,
    }),
    ...upserts(db, k, toolkitRows, k.id, {
      title: k.title,
      description: k.description,
      emoji: k.emoji,
      visibility: k.visibility,
      isFeatured: k.isFeatured,
    }),
    db.delete(t.toolkitResources).where(inArray(t.toolkitResources.toolkitId, rows.builtInToolkitIds(catalog))),
    ...inserts(db, t.toolkitResources, rows.toolkitResourceRows(catalog)),
  ];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return {
    categories: categoryRows.length,
    resources: resourceRows.length,
    majors: majorRows.length,
    articles: articleRows.length,
    toolkits: toolkitRows.length,
  };
}
