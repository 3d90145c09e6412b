// zod schemas of the browse API's public answers (/api/openapi.json), each tied to its response type.
import * as z from 'zod';
import { CATEGORY_SLUGS } from '@quadkit/core/catalog/categories';
import { categorySchema, resourceSchema, type Same, sameShape } from '@quadkit/core/shared/catalog-schemas';
import type { CategoriesResponse } from './category-responses';
import type { MajorDetailResponse, MajorsResponse, PopularMajorsResponse } from './major-responses';
import type { ResourceListResponse, ResourceResponse } from './resource-responses';
import type { SearchResponse } from './search-responses';

export const resourceListSchema = z.object({
  resources: z.array(resourceSchema),
  nextCursor: z.string().optional().describe('Only when another page follows: send it back as ?cursor='),
});

export const resourceDetailSchema = z.object({
  resource: resourceSchema,
  brokenLinkReported: z.boolean().describe('Someone reported the link as broken and it is not resolved yet'),
});

export const categoriesSchema = z.object({
  categories: z.array(categorySchema.extend({ tableName: z.string(), resourceCount: z.number().int() })),
});

const majorSummary = z.object({ id: z.string(), name: z.string(), resourceCount: z.number().int() });

export const majorsSchema = z.object({
  fields: z.array(z.object({ id: z.string(), name: z.string(), majors: z.array(majorSummary) })),
});

export const popularMajorsSchema = z.object({ majors: z.array(majorSummary) });

export const majorDetailSchema = z.object({
  major: z.object({
    id: z.string(),
    name: z.string(),
    fields: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  resources: z.array(resourceSchema),
});

const highlight = z.array(z.object({ text: z.string(), hit: z.boolean() }));

export const searchResponseSchema = z.object({
  query: z.string(),
  results: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['resource', 'toolkit']),
      title: z.string(),
      description: z.string(),
      category: z.enum(CATEGORY_SLUGS).nullable(),
      categoryName: z.string().nullable(),
      tableName: z.string().nullable(),
      url: z.string().nullable().describe('The external site; null for toolkits (open /toolkit/{id})'),
      tags: z.array(z.string()),
      image: z.string().nullable(),
      emoji: z.string().nullable(),
      matches: z.object({
        fields: z.array(z.enum(['title', 'description', 'category', 'tags'])),
        title: highlight,
        description: highlight,
        tags: z.array(z.string()),
      }),
    }),
  ),
  skippedSources: z.array(z.enum(['resources', 'toolkits'])),
  correctedQuery: z.string().optional().describe('Only when a typo correction found what the query did not'),
});

sameShape<Same<z.output<typeof resourceListSchema>, ResourceListResponse>>();
sameShape<Same<z.output<typeof resourceDetailSchema>, ResourceResponse>>();
sameShape<Same<z.output<typeof categoriesSchema>, CategoriesResponse>>();
sameShape<Same<z.output<typeof majorsSchema>, MajorsResponse>>();
sameShape<Same<z.output<typeof popularMajorsSchema>, PopularMajorsResponse>>();
sameShape<Same<z.output<typeof majorDetailSchema>, MajorDetailResponse>>();
sameShape<Same<z.output<typeof searchResponseSchema>, SearchResponse>>();
