// The API composition root: shared middleware, every feature's routes under /api, one error shape.
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { requestId } from 'hono/request-id';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { createDb } from '@quadkit/core/server/db';
import { browseApi } from '@quadkit/browse/api/routes';
import { healthApi } from './health';
import { handleError, handleNotFound } from './errors';

export const app = new Hono<AppEnv>()
  .use(secureHeaders())
  .use(requestId())
  .use('/api/*', async (c, next) => {
    c.set('db', createDb(c.env.DB));
    await next();
  })
  .route('/api', healthApi)
  .route('/api', browseApi);

// Error and not-found handlers belong on the top-level app only (a sub-app's are ignored once mounted).
app.onError(handleError);
app.notFound(handleNotFound);

export type App = typeof app;
