// Response shape of GET /api/categories, shared by the worker routes and the UI.
import type { Category } from '@quadkit/core/catalog/categories';

export interface CategoryWithCount extends Category {
  /** The spec's legacy per-category table name (docs/decisions/0001). */
  tableName: string;
  /** How many resources the category holds right now. */
  resourceCount: number;
}

/** GET /api/categories: the 15 categories in home-grid order. */
export interface CategoriesResponse {
  categories: CategoryWithCount[];
}
