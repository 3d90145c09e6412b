// GET /api/majors (by field), GET /api/majors/:majorId and GET /api/popular-majors?limit=N.
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { notFound } from '@quadkit/core/server/errors';
import { validate } from '@quadkit/core/server/validate';
import type { MajorDetailResponse, MajorsResponse, PopularMajorsResponse } from '../shared/major-responses';
import { majorIdParam, popularMajorsQuery } from '../shared/major-requests';
import { documentMajor, documentMajors, documentPopularMajors } from './openapi-docs';
import { findMajorWithResources, listMajorsByField, listPopularMajors } from './major-queries';

export const majorRoutes = new Hono<AppEnv>()
  .get('/majors', documentMajors, async (c) => {
    const body: MajorsResponse = { fields: await listMajorsByField(c.var.db) };
    return c.json(body);
  })
  .get('/majors/:majorId', documentMajor, validate('param', majorIdParam), async (c) => {
    const { majorId } = c.req.valid('param');
    const body: MajorDetailResponse | undefined = await findMajorWithResources(c.var.db, majorId);
    if (!body) throw notFound(`Major not found: there is no major with the id '${majorId}'. See /majors for the list.`);
    return c.json(body);
  })
  // Its own path rather than /majors/popular, so no major id is ever shadowed.
  .get('/popular-majors', documentPopularMajors, validate('query', popularMajorsQuery), async (c) => {
    const { limit } = c.req.valid('query');
    const body: PopularMajorsResponse = { majors: await listPopularMajors(c.var.db, limit) };
    return c.json(body);
  });
