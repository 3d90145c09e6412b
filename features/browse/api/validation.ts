// zod schemas for the browse API's params and queries.
import * as z from 'zod';
import { isCategorySlug } from '@quadkit/core/catalog/categories';
import { pageQuery } from '@quadkit/core/server/pagination';

export const categoryQuery = z.object({
  category: z
    .string()
    .trim()
    .refine(isCategorySlug, { error: (issue) => `Unknown category '${String(issue.input)}'.` })
    .optional(),
});

export const resourceIdParam = z.object({
  id: z.string().trim().min(1, 'A resource id is required.').max(200, 'A resource id is at most 200 characters.'),
});

/** GET /api/resources: ?limit= (default and max 500: the whole catalog today) and ?cursor=. */
export const resourcePageQuery = pageQuery(500, 500);
