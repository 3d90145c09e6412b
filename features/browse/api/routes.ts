// The browse API: resources, categories, majors and search. Mounted under /api by the worker.
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { categoryRoutes } from './category-routes';
import { majorRoutes } from './major-routes';
import { resourceRoutes } from './resource-routes';
import { searchRoutes } from './search-routes';

export const browseApi = new Hono<AppEnv>()
  .route('/', resourceRoutes)
  .route('/', categoryRoutes)
  .route('/', majorRoutes)
  .route('/', searchRoutes);
