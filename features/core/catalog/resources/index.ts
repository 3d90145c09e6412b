// All built-in resources, in the category order of CATEGORY_SLUGS (the fallback list of docs/product.md#who-it-is-for); within a
// category, the category's own file first, then discipline resources, study destinations and national resources.
import { CATEGORY_SLUGS } from '../categories';
import type { Resource } from '../types';
import { DESTINATION_RESOURCES } from './destinations';
import { DISCIPLINE_RESOURCES } from './disciplines';
import { MORE_DISCIPLINE_RESOURCES } from './disciplines-more';
import { NATIONAL_RESOURCES } from './national';
import { APPLYING_TO_COLLEGES_RESOURCES } from './applying-to-colleges';
import { MAJORS_RESOURCES } from './majors';
import { STUDENT_PERKS_RESOURCES } from './student-perks';
import { STUDY_ABROAD_RESOURCES } from './study-abroad';
import { RESEARCH_RESOURCES } from './research';
import { PRESENTATION_RESOURCES } from './presentation';
import { WRITING_RESOURCES } from './writing';
import { DESIGN_RESOURCES } from './design';
import { LEARNING_RESOURCES } from './learning';
import { WELLNESS_RESOURCES } from './wellness';
import { INTERNSHIPS_RESOURCES } from './internships';
import { AI_TOOLS_RESOURCES } from './ai-tools';
import { CERTIFICATIONS_RESOURCES } from './certifications';
import { CONNECTIONS_RESOURCES } from './connections';
import { REGIONAL_RESOURCES } from './regional-resources';

const BY_FILE: readonly Resource[] = [
  ...APPLYING_TO_COLLEGES_RESOURCES,
  ...MAJORS_RESOURCES,
  ...STUDENT_PERKS_RESOURCES,
  ...STUDY_ABROAD_RESOURCES,
  ...RESEARCH_RESOURCES,
  ...PRESENTATION_RESOURCES,
  ...WRITING_RESOURCES,
  ...DESIGN_RESOURCES,
  ...LEARNING_RESOURCES,
  ...WELLNESS_RESOURCES,
  ...INTERNSHIPS_RESOURCES,
  ...AI_TOOLS_RESOURCES,
  ...CERTIFICATIONS_RESOURCES,
  ...CONNECTIONS_RESOURCES,
  ...REGIONAL_RESOURCES,
  ...DISCIPLINE_RESOURCES,
  ...MORE_DISCIPLINE_RESOURCES,
  ...DESTINATION_RESOURCES,
  ...NATIONAL_RESOURCES,
];

const order = (r: Resource) => CATEGORY_SLUGS.indexOf(r.category);

/** Array.prototype.sort is stable, so each category keeps its files' order. */
export const RESOURCES: readonly Resource[] = [...BY_FILE].sort((a, b) => order(a) - order(b));
