// Categories with their resource counts, in one grouped query.
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { categories, resources } from '@quadkit/core/server/schema';
import { findCategory, type CategorySlug } from '@quadkit/core/catalog/categories';
import type { CategoryWithCount } from '../shared/category-responses';

export async function listCategoriesWithCounts(db: Db): Promise<CategoryWithCount[]> {
  const rows = await db
    .select({
      slug: categories.slug,
      name: categories.name,
      tableName: categories.tableName,
      resourceCount: count(resources.seq),
    })
    .from(categories)
    .leftJoin(resources, eq(resources.category, categories.slug))
    .groupBy(categories.slug)
    .orderBy(asc(categories.position));
  return rows.map((row) => ({
    slug: row.slug as CategorySlug,
    name: row.name,
    tableName: row.tableName,
    // Where the home tile leads is product knowledge (Explore by Major goes to /majors), not data.
    href: findCategory(row.slug)?.href ?? `/category/${row.slug}`,
    resourceCount: row.resourceCount,
  }));
}
