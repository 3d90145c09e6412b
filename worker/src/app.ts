// The API composition root: shared middleware, every feature's routes under /api, one error shape.
import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import { requestId } from 'hono/request-id';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { createDb } from '@quadkit/core/server/db';
import { assistantApi } from '@quadkit/assistant/api';
import { browseApi } from '@quadkit/browse/api';
import { bulletinApi } from '@quadkit/bulletin/api';
import { dashboardApi } from '@quadkit/dashboard/api';
import { submissionsApi } from '@quadkit/submissions/api';
import { toolkitsApi } from '@quadkit/toolkits/api';
import { trendingApi } from '@quadkit/trending/api';
import { bodySizeLimit } from './body-size';
import { privateByDefault } from './http/cache-control';
import { healthApi } from './health';
import { realtimeApi } from './realtime/routes';
import { accountApi } from './auth/account-routes';
import { accountSafetyApi } from './auth/account-safety-routes';
import { originCheck } from './auth/origin-check';
import { authApi } from './auth/routes';
import { sessionMiddleware } from './auth/session-middleware';
import { handleError, handleNotFound } from './errors';
import { localizeErrors } from './i18n/localize-errors';
import { localeMiddleware } from './i18n/request-locale';
import { offlineRoutes } from './offline/routes';
import { devMailboxPage } from './mail/dev-mailbox-page';
import { securityHeaders } from './security/headers';
import { seoRoutes } from './seo/routes';
import { developersPage, type OpenApi } from './open-catalog/developers-page';
import { feedRoutes } from './open-catalog/feeds';
import { llmsRoutes } from './open-catalog/llms';
import { mcpRoutes } from './open-catalog/mcp-routes';
import { openApiDocument, openApiRoute, openCors } from './open-catalog/public-api';

export const app = new Hono<AppEnv>()
  .use(securityHeaders)
  .use(requestId())
  .use('/api/*', localeMiddleware)
  .use('/api/*', localizeErrors)
  .use('/api/*', openCors)
  .use('/api/*', bodySizeLimit)
  .use('/api/*', privateByDefault)
  .use('/api/*', async (c, next) => {
    c.set('db', createDb(c.env.DB));
    await next();
  })
  .use('/api/*', originCheck)
  .use('/api/*', sessionMiddleware)
  .route('/api', healthApi)
  .route('/api', authApi)
  .route('/api', accountApi)
  .route('/api', accountSafetyApi)
  .route('/api', browseApi)
  .route('/api', dashboardApi)
  .route('/api', toolkitsApi)
  .route('/api', bulletinApi)
  .route('/api', submissionsApi)
  .route('/api', realtimeApi)
  .route('/api', assistantApi)
  .route('/api', trendingApi)
  // The open catalog (docs/decisions/0021): feeds, llms.txt and MCP; the OpenAPI document below reads `app`.
  .route('/', feedRoutes)
  .route('/', llmsRoutes)
  .route('/', mcpRoutes)
  .route('/', devMailboxPage)
  .route('/', seoRoutes)
  .route('/', offlineRoutes);

const documentOfApp = () => openApiDocument(app as unknown as Hono<AppEnv>);
app.get('/api/openapi.json', etag(), openApiRoute(documentOfApp));
app.get('/developers', async (c) => developersPage(c, (await documentOfApp()) as OpenApi));

// Error and not-found handlers belong on the top-level app only (a sub-app's are ignored once mounted).
app.onError(handleError);
// Pages render their heads from the API through the app itself (in-process, with this request's env and context).
app.notFound(handleNotFound((c) => async (request) => app.fetch(request, c.env, executionContextOf(c))));

function executionContextOf(c: Context<AppEnv>): Context<AppEnv>['executionCtx'] | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined; // app.request() in tests has none
  }
}

export type App = typeof app;
