// GET /api/trending's answer as a zod schema, tied to TrendingBody, and its describeRoute() entry.
import { describeRoute } from 'hono-openapi';
import * as z from 'zod';
import { resourceSchema, type Same, sameShape } from '@quadkit/core/shared/catalog-schemas';
import { jsonResponse, publicErrors } from '@quadkit/core/server/openapi-responses';
import type { TrendingBody } from '../shared/trending-body';

export const trendingSchema = z.object({
  entries: z.array(z.object({ resource: resourceSchema, score: z.number() })),
  windowDays: z.number().int(),
  computedAt: z.string().describe('ISO time of the computation'),
  source: z.enum(['activity', 'fallback']).describe("'fallback': no recent activity, the built-in list shuffled"),
  message: z.string().optional(),
});

sameShape<Same<z.output<typeof trendingSchema>, TrendingBody>>();

export const documentTrending = describeRoute({
  tags: ['Catalog'],
  summary: 'Trending resources',
  description: 'Ranked by recent views and bookmarks, refreshed every 10 minutes; cacheable for a minute.',
  responses: { 200: jsonResponse('The ranking.', trendingSchema), ...publicErrors },
});
