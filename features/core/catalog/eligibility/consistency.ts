// Tags and eligibility must tell one story: the eligibility record (catalog-eligibility.ts) is the one
// source of truth for cost, level and region, and a resource's tags, region and category are checked against it.
// `contradictions` lists every disagreement in words; the catalog test runs it over every resource and fails on any.
import type { Resource } from '../types';
import { ANYWHERE, type Eligibility } from './rule';

/** U.S. regions of the browse filter (regions.ts): a resource placed in one is for U.S. students only. */
const US_REGIONS = new Set(['northeast', 'midwest', 'south', 'west', 'undocumented']);

/** Tags that state a price to a student; each must agree with `eligibility.cost`. */
const DISCOUNT_TAGS = ['Student Discount', 'Tuition Discount'];

/** Tags that are about entering or studying at graduate and professional school, so never for high school only. */
const GRADUATE_PATH_TAGS = [
  'Graduate School',
  'Law School',
  'Medical School',
  'Business School',
  'Pre-Med',
  'Pre-Dental',
  'Fellowship',
];

/** Kinds of aid (the Applying to Colleges page's filters, tags.ts) only make sense on money for students. */
const AID_KIND_TAGS = ['Merit', 'Need-Based'];
const AID_TAGS = ['Scholarship', 'Financial Aid', 'Grants'];

/** Pay a program gives students: a tag that says so without reading as a price. */
export const PAY_TAGS = ['Paid Internship', 'Paid Position'] as const;

type Checked = Pick<Resource, 'id' | 'category' | 'tags' | 'region'>;

export function contradictions(resource: Checked, eligibility: Eligibility | undefined): string[] {
  const found: string[] = [];
  const has = (tag: string) => resource.tags.includes(tag);
  const say = (problem: string) => found.push(`${resource.id}: ${problem}`);
  if (!eligibility) return [`${resource.id}: no eligibility record`];
  const { cost, levels, regions } = eligibility;

  // Cost.
  if (has('Free') && cost !== 'free') say(`tagged 'Free' but its eligibility says it costs (${cost})`);
  if (has('Paid'))
    say(`tagged 'Paid', which on a card reads as a price: say ${PAY_TAGS.join(' or ')} for pay it offers`);
  for (const tag of PAY_TAGS) if (has(tag) && cost !== 'free') say(`tagged '${tag}' but its cost is '${cost}'`);
  for (const tag of DISCOUNT_TAGS) if (has(tag) && cost === 'paid') say(`tagged '${tag}' but its cost is 'paid'`);

  // Level.
  const onlyHighSchool = levels.length === 1 && levels[0] === 'high-school';
  for (const tag of GRADUATE_PATH_TAGS)
    if (has(tag) && onlyHighSchool) say(`tagged '${tag}' but is for high school only`);

  // Region: a U.S. region means U.S. students only; 'nationwide' (Nationwide/Online) at least U.S. students. The
  // 'international' region says where a student goes (study abroad), not who may apply, so it is not checked.
  const usOnly = regions.length === 1 && regions[0] === 'US';
  if (resource.region && US_REGIONS.has(resource.region) && !usOnly) {
    say(`in the U.S. region '${resource.region}' but its eligibility names ${regions.join(', ')}`);
  }
  if (resource.region === 'nationwide' && !regions.includes('US') && !regions.includes(ANYWHERE)) {
    say(`in the 'nationwide' region but its eligibility names ${regions.join(', ')}`);
  }

  // Category vs tags.
  if (resource.category === 'regional-resources' && !resource.region) say('under Regional Resources without a region');
  if (resource.category !== 'regional-resources' && resource.category !== 'study-abroad' && resource.region) {
    say(`has the region '${resource.region}' outside Regional Resources and Study Abroad`);
  }
  if (resource.category === 'regional-resources' && resource.region === 'nationwide' && has('Scholarship')) {
    say('a nationwide scholarship under Regional Resources: it belongs to Applying to Colleges and its filters');
  }
  for (const tag of AID_KIND_TAGS) {
    if (has(tag) && !AID_TAGS.some(has)) say(`tagged '${tag}' without being a scholarship, grant or financial aid`);
  }
  return found;
}

/** Every contradiction across a list of resources, given their eligibility records by id. */
export const catalogContradictions = (
  resources: readonly Checked[],
  eligibilityOf: (id: string) => Eligibility | undefined,
): string[] => resources.flatMap((resource) => contradictions(resource, eligibilityOf(resource.id)));
