// The toolkits API: toolkits and the bookmarks that save resources and toolkits. Mounted under /api by the worker.
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { bookmarkRoutes } from './bookmark-routes';
import { documentToolkit } from './openapi-docs';
import { toolkitRoutes } from './toolkit-routes';

export const toolkitsApi = new Hono<AppEnv>()
  // GET /toolkits/:id's /api/openapi.json entry (describeRoute), kept here so its route stays one line.
  .use('/toolkits/:id', documentToolkit)
  .route('/', toolkitRoutes)
  .route('/', bookmarkRoutes);
