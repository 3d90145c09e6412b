// Resource rows as search results: the plain row, and the FTS5-highlighted one with its matched fields.
import type { CategorySlug } from '../../catalog/categories';
import type { SearchField, SearchResult } from '../../shared/search-responses';
import { hasHit, keepQueryHits, matchedTags, parseMarked } from './search-highlight';

/** A resources row joined with its category, as the raw FTS5 queries select it (tags still JSON text). */
export interface ResourceSearchRow {
  id: string;
  title: string;
  description: string;
  category: string;
  tags: string | string[];
  url: string;
  image: string;
  categoryName: string;
  tableName: string;
}

/** The same row plus highlight()/snippet() output for title, description, category and tags. */
export interface MarkedResourceRow extends ResourceSearchRow {
  titleMarked: string;
  descriptionMarked: string;
  categoryMarked: string;
  tagsMarked: string;
}

function parseTags(tags: string | string[]): string[] {
  if (Array.isArray(tags)) return tags;
  try {
    const value: unknown = JSON.parse(tags);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/** A result with nothing highlighted (only filters were given). */
export function plainResult(row: ResourceSearchRow): SearchResult {
  const title = row.title || 'Untitled';
  return {
    id: row.id,
    kind: 'resource',
    title,
    description: row.description,
    category: row.category as CategorySlug,
    categoryName: row.categoryName,
    tableName: row.tableName,
    // docs/product.md#behind-the-screens fallbacks.
    url: row.url || '#',
    tags: parseTags(row.tags),
    image: row.image,
    emoji: null,
    matches: {
      fields: [],
      title: [{ text: title, hit: false }],
      description: row.description ? [{ text: row.description, hit: false }] : [],
      tags: [],
    },
  };
}

/** `terms` are the query's words: hits of filter phrases (category, tags) are not reported as matches. */
export function markedResult(row: MarkedResourceRow, terms: readonly string[]): SearchResult {
  const result = plainResult(row);
  const title = parseMarked(row.titleMarked);
  const description = parseMarked(row.descriptionMarked);
  const tags = matchedTags(result.tags, keepQueryHits(parseMarked(row.tagsMarked), terms));
  const fields: SearchField[] = [];
  if (hasHit(title)) fields.push('title');
  if (hasHit(description)) fields.push('description');
  if (hasHit(keepQueryHits(parseMarked(row.categoryMarked), terms))) fields.push('category');
  if (tags.length > 0) fields.push('tags');
  result.matches = { fields, title: row.title ? title : result.matches.title, description, tags };
  return result;
}
