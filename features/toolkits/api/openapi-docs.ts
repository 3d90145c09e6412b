// Public toolkit answers as zod schemas, tied to the response types, and their describeRoute() entries for
// /api/openapi.json. Only public toolkits are listed; an unlisted one needs its share token, a private one is 404.
import { describeRoute } from 'hono-openapi';
import * as z from 'zod';
import { resourceSchema, type Same, sameShape } from '@quadkit/core/shared/catalog-schemas';
import { documentQuery } from '@quadkit/core/server/openapi';
import { errorResponse, jsonResponse, publicErrors } from '@quadkit/core/server/openapi-responses';
import type { ToolkitListResponse, ToolkitResponse } from '../shared/toolkit-responses';
import { TOOLKIT_VISIBILITIES } from '../shared/visibility';

const summaryFields = {
  id: z.string(),
  title: z.string(),
  description: z.string(),
  emoji: z.string(),
  isPublic: z.boolean(),
  visibility: z.enum(TOOLKIT_VISIBILITIES),
  isFeatured: z.boolean(),
  isBuiltIn: z.boolean().describe('One of the seven built-in toolkits'),
  isOwner: z.boolean().describe('The signed-in caller owns it; always false without a session'),
  createdAt: z.string(),
  updatedAt: z.string(),
  resourceCount: z.number().int(),
};

export const toolkitListSchema = z.object({
  toolkits: z.array(
    z.object({ ...summaryFields, previewResources: z.array(z.object({ id: z.string(), title: z.string() })) }),
  ),
  nextCursor: z.string().nullable().optional().describe('Send back as ?cursor= for the next page; null on the last'),
});

export const toolkitSchema = z.object({
  toolkit: z.object({
    ...summaryFields,
    resources: z.array(resourceSchema),
    shareToken: z.string().nullable().describe('Only ever sent to the owner'),
    remixedFrom: z.object({ id: z.string().nullable(), title: z.string(), owner: z.string() }).nullable(),
    usedBy: z.number().int().describe('How many other users have a copy'),
  }),
});

sameShape<Same<z.output<typeof toolkitListSchema>, ToolkitListResponse>>();
sameShape<Same<z.output<typeof toolkitSchema>, ToolkitResponse>>();

import { toolkitPageQuery } from './validation';

const TAGS = ['Toolkits'];

/** GET /api/toolkits/public's ?limit=&cursor=, which the handler reads itself (readPage). */
export const documentToolkitPage = documentQuery(toolkitPageQuery);

export const documentPublicToolkits = describeRoute({
  tags: TAGS,
  summary: 'List public toolkits',
  description: 'Public toolkits only (never unlisted or private ones), paged with ?limit=&cursor=.',
  responses: { 200: jsonResponse('One page of public toolkits.', toolkitListSchema), ...publicErrors },
});

export const documentToolkit = describeRoute({
  tags: TAGS,
  summary: 'Get a toolkit',
  description: 'A public toolkit, or an unlisted one with its share token (?share=). Private toolkits answer 404.',
  responses: {
    200: jsonResponse('The toolkit with its resources in order.', toolkitSchema),
    404: errorResponse('No toolkit you may see has this id.'),
    ...publicErrors,
  },
});
