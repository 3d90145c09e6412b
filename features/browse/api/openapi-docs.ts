// describeRoute() entries of the browse API's public GETs (/api/openapi.json): summaries and answer schemas.
import { describeRoute } from 'hono-openapi';
import { documentQuery } from '@quadkit/core/server/openapi';
import { errorResponse, jsonResponse, publicErrors } from '@quadkit/core/server/openapi-responses';
import {
  categoriesSchema,
  majorDetailSchema,
  majorsSchema,
  popularMajorsSchema,
  resourceDetailSchema,
  resourceListSchema,
  searchResponseSchema,
} from '../shared/public-schemas';

import { resourcePageQuery } from './validation';

const TAGS = ['Catalog'];

/** GET /api/resources' ?limit=&cursor=, which the handler reads itself (readPage). */
export const documentPage = documentQuery(resourcePageQuery);

export const documentResources = describeRoute({
  tags: TAGS,
  summary: 'List resources',
  description: 'Every resource of the catalog, or of one category (?category=slug), paged with ?limit=&cursor=.',
  responses: { 200: jsonResponse('The resources.', resourceListSchema), ...publicErrors },
});

export const documentResource = describeRoute({
  tags: TAGS,
  summary: 'Get a resource',
  responses: {
    200: jsonResponse('The resource.', resourceDetailSchema),
    404: errorResponse('No resource has this id.'),
    ...publicErrors,
  },
});

export const documentCategories = describeRoute({
  tags: TAGS,
  summary: 'List categories',
  description: 'The 15 categories with how many resources each holds, in home-page order.',
  responses: { 200: jsonResponse('The categories.', categoriesSchema), 429: publicErrors[429] },
});

export const documentMajors = describeRoute({
  tags: TAGS,
  summary: 'List majors by field',
  responses: { 200: jsonResponse('The fields with their majors.', majorsSchema), 429: publicErrors[429] },
});

export const documentMajor = describeRoute({
  tags: TAGS,
  summary: 'Get a major and its resources',
  responses: {
    200: jsonResponse('The major and its resources, most useful first.', majorDetailSchema),
    404: errorResponse('No major has this id.'),
    ...publicErrors,
  },
});

export const documentPopularMajors = describeRoute({
  tags: TAGS,
  summary: 'Majors with the most resources',
  responses: { 200: jsonResponse('The majors, most resources first.', popularMajorsSchema), ...publicErrors },
});

export const documentSearch = describeRoute({
  tags: ['Search'],
  summary: 'Search resources and public toolkits',
  description:
    "The site's own ranking: an exact title first, then titles starting with the query, then relevance; typos are " +
    'corrected when nothing matches (correctedQuery).',
  responses: { 200: jsonResponse('Resources first, then toolkits.', searchResponseSchema), ...publicErrors },
});
