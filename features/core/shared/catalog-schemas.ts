// zod schemas of the catalog's public answers, for /api/openapi.json and the tests that check real answers
// against it. Each is tied to its TypeScript type below, so a changed type fails the typecheck here.
import * as z from 'zod';
import { CATEGORY_SLUGS, type Category } from '../catalog/categories';
import { ELIGIBILITY_COSTS, ELIGIBILITY_LEVELS, type Eligibility } from '../catalog/eligibility/rule';
import { REGIONS } from '../catalog/regions';
import type { Resource } from '../catalog/types';
import type { ApiErrorBody } from './api-error';

/** True when A and B accept each other: the schema's output and the hand-written type are the same shape. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const sameShape = <_T extends true>() => undefined;

type RegionIdOf = (typeof REGIONS)[number]['id'];

export const eligibilitySchema = z.object({
  levels: z.array(z.enum(ELIGIBILITY_LEVELS)),
  regions: z.array(z.string()).describe("'international', or ISO 3166-1 alpha-2 country codes"),
  notIn: z.array(z.string()).optional(),
  eduEmail: z.boolean().describe('Signing up needs a school e-mail address'),
  cost: z.enum(ELIGIBILITY_COSTS),
});

export const resourceSchema = z.object({
  id: z.string().describe('Stable slug, e.g. "notion"'),
  title: z.string(),
  description: z.string(),
  category: z.enum(CATEGORY_SLUGS),
  tags: z.array(z.string()),
  url: z.string().describe('The external site'),
  image: z.string().describe('Image path on this site'),
  region: z.enum(REGIONS.map((r) => r.id) as [RegionIdOf, ...RegionIdOf[]]).optional(),
  lastVerified: z.string().optional().describe('yyyy-mm-dd the link was last checked'),
  majors: z.array(z.string()).readonly().optional(),
  eligibility: eligibilitySchema.optional(),
});

export const categorySchema = z.object({
  slug: z.enum(CATEGORY_SLUGS),
  name: z.string(),
  href: z.string(),
});

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string().describe('A sentence a person can act on'),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});

sameShape<Same<z.output<typeof eligibilitySchema>, Eligibility>>();
sameShape<Same<z.output<typeof resourceSchema>, Resource>>();
sameShape<Same<z.output<typeof categorySchema>, Category>>();
sameShape<Same<z.output<typeof apiErrorSchema>, ApiErrorBody>>();
