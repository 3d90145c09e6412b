// The toolkits API: toolkits and the bookmarks that save resources and toolkits. Mounted under /api by the worker.
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { bookmarkRoutes } from './bookmark-routes';
import { toolkitRoutes } from './toolkit-routes';

export const toolkitsApi = new Hono<AppEnv>().route('/', toolkitRoutes).route('/', bookmarkRoutes);
