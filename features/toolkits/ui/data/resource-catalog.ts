// The catalog the editor's resource picker chooses from: GET /api/resources once per visit, or the built-in
// list when the API cannot be reached (docs/product.md#who-it-is-for: on any load failure the built-in list is shown). What a
// query finds, and in which order, is the search engine's answer (GET /api/search), as everywhere else; the
// every-word filter below stands in only while that answer is on its way or when search cannot be reached.
import { categoryTitle } from '@quadkit/core/catalog/categories';
import type { Resource } from '@quadkit/core/catalog/types';
import { sharedGet } from '@quadkit/core/ui/data/shared-get';
import { builtInResources } from '@quadkit/core/ui/data/built-in-resources';

export async function loadCatalog(signal?: AbortSignal): Promise<readonly Resource[]> {
  try {
    return (await sharedGet('/api/resources', { signal })).resources;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('The resource list could not be loaded; searching the built-in list', error);
    return builtInResources();
  }
}

/** The most results the search API gives; the picker shows fewer. */
const RANKED_MAX = 20;

/** The ids search finds for `query`, best first ('GitHub Student' → GitHub Student Developer Pack). */
export async function rankedIds(query: string, signal?: AbortSignal): Promise<string[]> {
  const params = new URLSearchParams({ q: query, type: 'resource', limit: String(RANKED_MAX) });
  return (await sharedGet('/api/search', { query: params, signal })).results.map((r) => r.id);
}

/** The catalog's resources in the order of `ids`; ids the loaded catalog lacks are left out. */
export function inRankedOrder(resources: readonly Resource[], ids: readonly string[]): Resource[] {
  const byId = new Map(resources.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** docs/product.md#rules-and-messages: every word of the query must appear in the title, description, category or a tag. */
export function searchCatalog(resources: readonly Resource[], query: string): Resource[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...resources];
  return resources.filter((resource) => {
    const haystack = [resource.title, resource.description, categoryTitle(resource.category), ...resource.tags]
      .join('\n')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
