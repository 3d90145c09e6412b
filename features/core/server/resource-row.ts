// Maps a resources row to the Resource shape the API and the UI share.
import type { Resource } from '../catalog/types';
import type { CategorySlug } from '../catalog/categories';
import type { RegionId } from '../catalog/regions';
import { readEligibility } from '../catalog/eligibility/schema';
import type { resources } from './schema';

export type ResourceRow = typeof resources.$inferSelect;

export function toResource(row: ResourceRow): Resource {
  const resource: Resource = {
    id: row.id,
    title: row.title || 'Untitled',
    description: row.description,
    category: row.category as CategorySlug,
    tags: row.tags,
    url: row.url || '#',
    image: row.image,
  };
  if (row.region) resource.region = row.region as RegionId;
  if (row.lastVerified) resource.lastVerified = row.lastVerified;
  const eligibility = readEligibility(row.eligibility);
  if (eligibility) resource.eligibility = eligibility;
  return resource;
}
