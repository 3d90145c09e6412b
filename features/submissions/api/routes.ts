// The submissions API, mounted under /api by the worker: resource suggestions and their review, the
// import-majors function, and the admin's site notice.
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { functionRoutes } from './function-routes';
import { noticeRoutes } from './notice-routes';
import { reviewRoutes } from './review-routes';
import { submitRoutes } from './submit-routes';

export const submissionsApi = new Hono<AppEnv>()
  .route('/', submitRoutes)
  .route('/', reviewRoutes)
  .route('/', functionRoutes)
  .route('/', noticeRoutes);

export type SubmissionsApi = typeof submissionsApi;
