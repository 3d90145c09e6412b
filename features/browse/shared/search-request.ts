// The search endpoint's query (GET /api/search), parsed by the worker and reused by the UI for its limits.
import * as z from 'zod';
import { CATEGORY_SLUGS } from '@quadkit/core/catalog/categories';

/** docs/product.md#behind-the-screens: 20 results in all, after de-duplication by id. */
export const SEARCH_RESULTS_MAX = 20;
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_TAGS_MAX = 12;
export const SEARCH_TAG_MAX_LENGTH = 60;
export const SEARCH_TYPES = ['all', 'resource', 'toolkit'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
/** docs/product.md#search-overlay: the overlay sorts by newest, bookmarks or views; relevance (best match first) by default. */
export const SEARCH_SORTS = ['relevance', 'newest', 'bookmarks', 'views'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** A filter sent empty (`category=`) means "no filter", as the overlay's cleared selects send it. */
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** `tags=Free,STEM&tags=AI Tool` → ['Free', 'STEM', 'AI Tool']: comma-separated, repeatable, trimmed, unique. */
const tagList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const raw = value === undefined ? [] : Array.isArray(value) ? value : [value];
    const tags = raw
      .flatMap((v) => v.split(','))
      .map((t) => t.trim())
      .filter(Boolean);
    return [...new Set(tags)];
  })
  .pipe(
    z
      .array(z.string().max(SEARCH_TAG_MAX_LENGTH, `A tag is at most ${SEARCH_TAG_MAX_LENGTH} characters.`))
      .max(SEARCH_TAGS_MAX, `Choose at most ${SEARCH_TAGS_MAX} tags.`),
  );

export const searchQuery = z.object({
  q: z
    .string({ error: 'Send the search text once, as q.' })
    .trim()
    .max(
      SEARCH_QUERY_MAX_LENGTH,
      `Search text can be at most ${SEARCH_QUERY_MAX_LENGTH} characters; shorten it and try again.`,
    )
    .default(''),
  category: z.preprocess(
    emptyAsMissing,
    z
      .string()
      .trim()
      .pipe(z.enum(CATEGORY_SLUGS, { error: (issue) => `Unknown category '${String(issue.input)}'.` }))
      .optional(),
  ),
  tags: tagList,
  type: z.preprocess(
    emptyAsMissing,
    z.enum(SEARCH_TYPES, { error: 'Use one of all, resource or toolkit.' }).default('all'),
  ),
  sort: z.preprocess(
    emptyAsMissing,
    z.enum(SEARCH_SORTS, { error: 'Sort by one of relevance, newest, bookmarks or views.' }).default('relevance'),
  ),
  limit: z.preprocess(
    emptyAsMissing,
    z.coerce
      .number({ error: `Give the number of results as a whole number from 1 to ${SEARCH_RESULTS_MAX}.` })
      .int(`Give the number of results as a whole number from 1 to ${SEARCH_RESULTS_MAX}.`)
      .min(1, `Give the number of results as a whole number from 1 to ${SEARCH_RESULTS_MAX}.`)
      .max(SEARCH_RESULTS_MAX, `Give the number of results as a whole number from 1 to ${SEARCH_RESULTS_MAX}.`)
      .default(SEARCH_RESULTS_MAX),
  ),
});

export type SearchQuery = z.output<typeof searchQuery>;
