// All built-in resources, read from the data files in data/resources (one JSON array per group), in the category
// order of CATEGORY_SLUGS; within a category, the category's own file first, then discipline resources, study
// destinations and national resources. The card image is derived from the category and id, not written down.
import { CATEGORY_SLUGS } from '../categories';
import { categoryImage } from '../images';
import type { Resource } from '../types';
import aiTools from '../data/resources/ai-tools.json';
import applyingToColleges from '../data/resources/applying-to-colleges.json';
import certifications from '../data/resources/certifications.json';
import connections from '../data/resources/connections.json';
import design from '../data/resources/design.json';
import destinations from '../data/resources/destinations.json';
import disciplinesMore from '../data/resources/disciplines-more.json';
import disciplines from '../data/resources/disciplines.json';
import internships from '../data/resources/internships.json';
import learning from '../data/resources/learning.json';
import majors from '../data/resources/majors.json';
import national from '../data/resources/national.json';
import presentation from '../data/resources/presentation.json';
import regionalResources from '../data/resources/regional-resources.json';
import research from '../data/resources/research.json';
import studentPerks from '../data/resources/student-perks.json';
import studyAbroad from '../data/resources/study-abroad.json';
import wellness from '../data/resources/wellness.json';
import writing from '../data/resources/writing.json';

/** A resource as its data file holds it. */
export type ResourceEntry = Omit<Resource, 'image'>;

/**
 * An entry as TypeScript reads the JSON (its texts widen to string), so the typecheck already refuses a missing or
 * mistyped field; categories, regions, URLs and ids are for validate-catalog.ts.
 */
type JsonEntry = Omit<ResourceEntry, 'category' | 'region'> & { category: string; region?: string };

/** Each data file (path under catalog/) with its entries, in listing order; validation names entries by file. */
export const RESOURCE_FILES: readonly (readonly [file: string, entries: readonly JsonEntry[]])[] = [
  ['data/resources/applying-to-colleges.json', applyingToColleges],
  ['data/resources/majors.json', majors],
  ['data/resources/student-perks.json', studentPerks],
  ['data/resources/study-abroad.json', studyAbroad],
  ['data/resources/research.json', research],
  ['data/resources/presentation.json', presentation],
  ['data/resources/writing.json', writing],
  ['data/resources/design.json', design],
  ['data/resources/learning.json', learning],
  ['data/resources/wellness.json', wellness],
  ['data/resources/internships.json', internships],
  ['data/resources/ai-tools.json', aiTools],
  ['data/resources/certifications.json', certifications],
  ['data/resources/connections.json', connections],
  ['data/resources/regional-resources.json', regionalResources],
  ['data/resources/disciplines.json', disciplines],
  ['data/resources/disciplines-more.json', disciplinesMore],
  ['data/resources/destinations.json', destinations],
  ['data/resources/national.json', national],
];

const order = (r: Resource) => CATEGORY_SLUGS.indexOf(r.category);

/**
 * The files' entries as resources (validated first by validate-catalog.ts in the seed, the lint step and the
 * catalog test), in category order; Array.prototype.sort is stable, so each category keeps its files' order.
 */
export function resourcesFrom(files: readonly (readonly [file: string, entries: readonly unknown[]])[]): Resource[] {
  const all = files.flatMap(([, entries]) => (entries as readonly ResourceEntry[]).map(withImage));
  return all.sort((a, b) => order(a) - order(b));
}

const withImage = (entry: ResourceEntry): Resource => ({ ...entry, image: categoryImage(entry.category, entry.id) });

export const RESOURCES: readonly Resource[] = resourcesFrom(RESOURCE_FILES);
