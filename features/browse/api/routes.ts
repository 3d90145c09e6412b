// The browse API: resources, categories, majors and search. Mounted under /api by the worker.
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { publicCatalog, publicSearch } from '@quadkit/core/server/public-catalog';
import { categoryRoutes } from './category-routes';
import { forMeRoutes } from './for-me-routes';
import { majorRoutes } from './major-routes';
import { documentSearch } from './openapi-docs';
import { reportRoutes } from './report-routes';
import { resourceRoutes } from './resource-routes';
import { searchRoutes } from './search-routes';

// Every browse answer is the same for everyone (no user data): ETag and revalidated caching. Paths are explicit:
// a sub-app's pathless use() would cover every /api route once mounted.
export const browseApi = new Hono<AppEnv>()
  .use('/categories', publicCatalog)
  .use('/resources', publicCatalog)
  .use('/resources/*', publicCatalog)
  .use('/majors', publicCatalog)
  .use('/majors/*', publicCatalog)
  .use('/popular-majors', publicCatalog)
  // Search answers include users' public toolkits: kept per catalog and public-toolkits version.
  .use('/search', publicSearch)
  // Its /api/openapi.json entry (describeRoute), kept here so search-routes.ts stays as it is.
  .use('/search', documentSearch)
  .route('/', resourceRoutes)
  .route('/', categoryRoutes)
  .route('/', majorRoutes)
  .route('/', searchRoutes)
  // Per-user and admin answers: not under publicCatalog (their paths are outside the ones listed above).
  .route('/', forMeRoutes)
  .route('/', reportRoutes);
