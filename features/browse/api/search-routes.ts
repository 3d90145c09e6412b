// GET /api/search?q=&category=&tags=&type=&limit=: resources and public toolkits, best matches first.
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { validate } from '@quadkit/core/server/validate';
import { searchQuery } from '../shared/search-request';
import type { SearchResponse } from '../shared/search-responses';
import { search } from './search-service';

export const searchRoutes = new Hono<AppEnv>().get('/search', validate('query', searchQuery), async (c) => {
  const body: SearchResponse = await search(c.var.db, c.req.valid('query'));
  return c.json(body);
});
