// The browse filter's categories: the catalog's, named as docs/product.md#browse lists them, less Explore by Major (it
// has its own screens).
import { CATEGORIES, type CategorySlug } from '@quadkit/core/catalog/categories';

export const BROWSE_CATEGORIES: ReadonlyArray<{ slug: CategorySlug; name: string }> = CATEGORIES.filter(
  (category) => category.slug !== 'majors',
).map(({ slug, name }) => ({ slug, name }));
