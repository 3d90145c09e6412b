// Regions of docs/product.md#category-page, used by regional resources and the browse region filter.
export const REGIONS = [
  { id: 'northeast', name: 'Northeast' },
  { id: 'midwest', name: 'Midwest' },
  { id: 'south', name: 'South' },
  { id: 'west', name: 'West' },
  { id: 'international', name: 'International' },
  { id: 'nationwide', name: 'Nationwide/Online' },
  { id: 'undocumented', name: 'Undocumented Student Resources' },
] as const;

export type RegionId = (typeof REGIONS)[number]['id'];

/** Countries and world regions outside the U.S. that Study Abroad and Regional Resources tag their resources with. */
export const STUDY_DESTINATIONS = [
  'Europe',
  'Germany',
  'United Kingdom',
  'France',
  'Netherlands',
  'Ireland',
  'Japan',
  'South Korea',
  'China',
  'Canada',
  'Australia',
  'New Zealand',
  'India',
  'Nigeria',
  'Brazil',
  'Mexico',
  'Indonesia',
  'Philippines',
  'Pakistan',
  'Kenya',
] as const;
