// The bundled catalog, which stands in wherever the resource API cannot answer (docs/product.md#who-it-is-for: on any load failure
// the built-in list is shown). Imported on demand, so its entries never weigh on a first page load; by the package's
// own name, so the edge renderer's build leaves it to the worker, which bundles the catalog once for both.
import type { Resource } from '../../catalog/types';

export const builtInResources = async (): Promise<readonly Resource[]> =>
  (await import('@quadkit/core/catalog/resources')).RESOURCES;
