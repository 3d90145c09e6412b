// Response entries for describeRoute(): a JSON 200 described by its zod schema, and the API's one error shape.
import { resolver } from 'hono-openapi';
import type * as z from 'zod';
import { apiErrorSchema } from '../shared/catalog-schemas';

export const jsonResponse = (description: string, schema: z.ZodType) => ({
  description,
  content: { 'application/json': { schema: resolver(schema) } },
});

export const errorResponse = (description: string) => jsonResponse(description, apiErrorSchema);

/** What every public GET may answer besides its 200: a bad parameter, too many requests. */
export const publicErrors = {
  400: errorResponse('A parameter is not valid; the message names it.'),
  429: errorResponse('Too many requests from this address; retry after Retry-After seconds.'),
};
