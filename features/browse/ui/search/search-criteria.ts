// What the overlay asks /api/search for. Text counts from 2 characters (docs/product.md#rules-and-messages); results appear
// only when there is text, a category, a tag or a type other than 'all' (docs/product.md#search-overlay).
// Types only: the module's zod schemas must not reach the browser bundle.
import type { SEARCH_QUERY_MAX_LENGTH, SearchSort, SearchType } from '../../shared/search-request';

export interface SearchCriteria {
  text: string;
  tags: readonly string[];
  type: SearchType;
  /** A category slug, or '' for all. */
  category: string;
  /** Best match first ('relevance'), or newest, most bookmarked, most viewed. */
  sort: SearchSort;
}

export const MIN_QUERY_LENGTH = 2;

/** The API's limit, restated; the type fails the typecheck if the shared constant ever changes. */
export const MAX_QUERY_LENGTH: typeof SEARCH_QUERY_MAX_LENGTH = 200;

/** The text to search for: trimmed, and empty below two characters. */
export function searchText(text: string): string {
  const trimmed = text.trim().slice(0, MAX_QUERY_LENGTH);
  return [...trimmed].length >= MIN_QUERY_LENGTH ? trimmed : '';
}

/** The request's query (q, category, tags, type, sort in that order), or null when nothing asks for results yet. A
 * sort alone asks for nothing: it orders results. */
export function searchQuery(criteria: SearchCriteria): Record<string, string> | null {
  const q = searchText(criteria.text);
  const active = Boolean(q || criteria.category || criteria.tags.length > 0 || criteria.type !== 'all');
  if (!active) return null;
  const query: Record<string, string> = {};
  if (q) query.q = q;
  if (criteria.category) query.category = criteria.category;
  if (criteria.tags.length > 0) query.tags = criteria.tags.join(',');
  if (criteria.type !== 'all') query.type = criteria.type;
  if (criteria.sort !== 'relevance') query.sort = criteria.sort;
  return query;
}
