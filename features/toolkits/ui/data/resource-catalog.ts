// The catalog the editor's resource picker searches: GET /api/resources once per visit, or the built-in
// list when the API cannot be reached (SPEC section 1: on any load failure the built-in list is shown).
import { categoryTitle } from '@quadkit/core/catalog/categories';
import type { Resource } from '@quadkit/core/catalog/types';
import { apiGet } from '@quadkit/core/ui/data/api-get';
import { builtInResources } from '@quadkit/core/ui/data/built-in-resources';

/** GET /api/resources answers { resources } (the browse feature's shape, repeated here as a type only). */
interface ResourceListAnswer {
  resources: Resource[];
}

export async function loadCatalog(signal?: AbortSignal): Promise<readonly Resource[]> {
  try {
    return (await apiGet<ResourceListAnswer>('/api/resources', signal)).resources;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('The resource list could not be loaded; searching the built-in list', error);
    return builtInResources();
  }
}

/** SPEC section 5: every word of the query must appear in the title, description, category or a tag. */
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
