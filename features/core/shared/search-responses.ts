// Response shape of search (GET /api/search, the engine in server/search), shared by the worker and the UI.
import type { CategorySlug } from '../catalog/categories';

export type SearchResultKind = 'resource' | 'toolkit';
export type SearchField = 'title' | 'description' | 'category' | 'tags';
/** Where results come from; a source that fails is skipped and named in `skippedSources`. */
export type SearchSource = 'resources' | 'toolkits';

/** A run of text; `hit` marks words that matched the query. Render as text nodes, never as HTML. */
export interface HighlightSegment {
  text: string;
  hit: boolean;
}

export interface SearchMatches {
  /** The fields in which the query matched (empty when only filters were given). */
  fields: SearchField[];
  /** The whole title, split into matched and unmatched runs. */
  title: HighlightSegment[];
  /** An excerpt of the description around the matches (its beginning when the description did not match). */
  description: HighlightSegment[];
  /** The result's tags that matched, in the result's tag order. */
  tags: string[];
}

export interface SearchResult {
  id: string;
  kind: SearchResultKind;
  title: string;
  description: string;
  /** The category slug; null for toolkits. */
  category: CategorySlug | null;
  categoryName: string | null;
  /** The spec's legacy per-category table name; null for toolkits. */
  tableName: string | null;
  /** The external site; null for toolkits (they open at /toolkit/{id}). */
  url: string | null;
  tags: string[];
  /** Resource image path; null for toolkits, which show `emoji`. */
  image: string | null;
  emoji: string | null;
  matches: SearchMatches;
}

export interface SearchResponse {
  /** The query text as searched (trimmed). */
  query: string;
  /** Resources first (best match first), then toolkits; at most `limit`, unique by id. */
  results: SearchResult[];
  /** Sources that failed and were left out; the rest are still answered. */
  skippedSources: SearchSource[];
  /**
   * Present only when the query as typed found nothing and a typo correction did: the corrected words, for the
   * 'Showing results for …' line.
   */
  correctedQuery?: string;
  /**
   * Present only when all the words together found nothing and relaxation did: the words the best results
   * matched, for 'No exact match for "…". Showing results for "…"'.
   */
  relaxedQuery?: string;
}
