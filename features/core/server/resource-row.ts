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

/** The detail API's shape: the list shape plus the item's own access steps and About (lists leave them out). */
export function toResourceDetail(row: ResourceRow): Resource {
  const resource = toResource(row);
  const access = Array.isArray(row.access) ? row.access.filter((step) => typeof step === 'string' && step) : [];
  if (access.length > 0) resource.access = access;
  if (row.about) resource.about = row.about;
  return resource;
}
