// The resources source of search without text: the resources that pass the category and tag filters,
// ordered by title.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { categories, resources } from '../schema';
import type { SearchResult } from '../../shared/search-responses';
import { plainResult, type ResourceSearchRow } from './search-resource-rows';
import { hasTag, RANK_WINDOW, type ResourceFilters } from './search-resources';
import { buildMatch } from './search-terms';

const columns = {
  id: resources.id,
  title: resources.title,
  description: resources.description,
  category: resources.category,
  tags: resources.tags,
  url: resources.url,
  image: resources.image,
  categoryName: categories.name,
  tableName: categories.tableName,
};

/**
 * A category (with or without tags) walks the (category, title) index, so it is exact and stops after
 * `limit` rows. Tags alone or no filter at all have no index in title order; like text search they consider
 * the first RANK_WINDOW candidates in catalog order (for tags, found through the index's tags column).
 */
export async function listResourcesByFilters(db: Db, filters: ResourceFilters): Promise<SearchResult[]> {
  const tagChecks = filters.tags.map((tag) => hasTag(sql`${resources.tags}`, tag));
  const tagMatch = filters.tags.length > 0 ? buildMatch([], { tags: filters.tags }) : undefined;
  const candidates = filters.category
    ? eq(resources.category, filters.category)
    : tagMatch
      ? sql`${resources.seq} in (select rowid from resources_fts where resources_fts match ${tagMatch} limit ${RANK_WINDOW})`
      : inArray(
          resources.seq,
          db.select({ seq: resources.seq }).from(resources).orderBy(asc(resources.seq)).limit(RANK_WINDOW),
        );
  const rows: ResourceSearchRow[] = await db
    .select(columns)
    .from(resources)
    .innerJoin(categories, eq(categories.slug, resources.category))
    .where(and(candidates, ...tagChecks))
    .orderBy(asc(resources.title))
    .limit(filters.limit);
  return rows.map(plainResult);
}
