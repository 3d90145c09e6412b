// Helpers for the search tests: calling /api/search, and a plain reading of the search rule over the
// built-in catalog to check FTS5 against (every query word starts a word of the title, description,
// category name or slug, or a tag).
import { CATEGORIES } from '@quadkit/core/catalog/categories';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import type { Resource } from '@quadkit/core/catalog/types';
import type { SearchResponse, SearchResult } from '../shared/search-responses';
import { getJson } from '../../../tests/workers/call-worker';

/** GET /api/search with these query parameters (an array repeats the parameter). */
export function searchFor(params: Record<string, string | string[]>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, v);
  }
  return getJson<SearchResponse>(`/api/search?${query}`);
}

export const ids = (results: readonly SearchResult[]) => results.map((r) => r.id);
export const joined = (segments: readonly { text: string }[]) => segments.map((s) => s.text).join('');

export const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function resourceWords(r: Resource): string[] {
  const category = CATEGORIES.find((c) => c.slug === r.category);
  return [
    ...words(r.title),
    ...words(r.description),
    ...words(`${category?.name ?? ''} ${r.category}`),
    ...r.tags.flatMap(words),
  ];
}

export function catalogMatches(query: string, filter: (r: Resource) => boolean = () => true): string[] {
  const terms = words(query);
  return RESOURCES.filter(filter)
    .filter((r) => {
      const own = resourceWords(r);
      return terms.every((t) => own.some((w) => (t.length > 1 ? w.startsWith(t) : w === t)));
    })
    .map((r) => r.id);
}

export const sorted = (ids: readonly string[]) => [...ids].sort();
