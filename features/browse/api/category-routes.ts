// GET /api/categories: the 15 categories with how many resources each holds.
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import type { CategoriesResponse } from '../shared/category-responses';
import { listCategoriesWithCounts } from './category-queries';
import { documentCategories } from './openapi-docs';

export const categoryRoutes = new Hono<AppEnv>().get('/categories', documentCategories, async (c) => {
  const body: CategoriesResponse = { categories: await listCategoriesWithCounts(c.var.db) };
  return c.json(body);
});
