// GET /api/resources[?category=] and GET /api/resources/:id: the catalog's resources.
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { notFound } from '@quadkit/core/server/errors';
import { validate } from '@quadkit/core/server/validate';
import type { ResourceListResponse, ResourceResponse } from '../shared/resource-responses';
import { findResource, listResources } from './queries';
import { categoryQuery, resourceIdParam } from './validation';

export const resourceRoutes = new Hono<AppEnv>()
  .get('/resources', validate('query', categoryQuery), async (c) => {
    const { category } = c.req.valid('query');
    const body: ResourceListResponse = { resources: await listResources(c.var.db, category) };
    return c.json(body);
  })
  .get('/resources/:id', validate('param', resourceIdParam), async (c) => {
    const { id } = c.req.valid('param');
    const resource = await findResource(c.var.db, id);
    if (!resource) throw notFound(`No resource has the id '${id}'.`);
    const body: ResourceResponse = { resource };
    return c.json(body);
  });
