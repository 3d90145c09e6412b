// GET /api/resources[?category=] and GET /api/resources/:id: the catalog's resources.
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { notFound } from '@quadkit/core/server/errors';
import { pageOf, readPage } from '@quadkit/core/server/pagination';
import { validate } from '@quadkit/core/server/validate';
import type { ResourceListResponse, ResourceResponse } from '../shared/resource-responses';
import { findResourceWithNotice, listResources } from './queries';
import { documentPage, documentResource, documentResources } from './openapi-docs';
import { categoryQuery, resourceIdParam, resourcePageQuery } from './validation';

export const resourceRoutes = new Hono<AppEnv>()
  .get('/resources', documentResources, documentPage, validate('query', categoryQuery), async (c) => {
    const { category } = c.req.valid('query');
    const page = readPage(c, resourcePageQuery);
    const { items, nextCursor } = pageOf(await listResources(c.var.db, category, page), page);
    // nextCursor only when another page follows: the whole catalog fits the default page today.
    const body: ResourceListResponse = nextCursor ? { resources: items, nextCursor } : { resources: items };
    return c.json(body);
  })
  .get('/resources/:id', documentResource, validate('param', resourceIdParam), async (c) => {
    const { id } = c.req.valid('param');
    const { resource, brokenLinkReported } = await findResourceWithNotice(c.var.db, id);
    if (!resource) throw notFound(`No resource has the id '${id}'.`);
    const body: ResourceResponse = { resource, brokenLinkReported };
    return c.json(body);
  });
