// The spec's legacy per-category table names, which search results still report (docs/decisions/0001): seeded
// into the categories table. Apart from categories.ts, which every browser's first load carries.
import type { CategorySlug } from './categories';

export const CATEGORY_TABLES: Readonly<Record<CategorySlug, string>> = {
  'applying-to-colleges': 'applying_to_colleges_resources',
  majors: 'majors_resources',
  'student-perks': 'student_perks_resources',
  'study-abroad': 'study_abroad_resources',
  research: 'research_resources',
  presentation: 'presentation_resources',
  writing: 'writing_resources',
  design: 'design_resources',
  learning: 'learning_resources',
  wellness: 'wellness_resources',
  internships: 'internships_resources',
  'ai-tools': 'ml_tools_resources',
  certifications: 'certifications_resources',
  connections: 'connections_resources',
  'regional-resources': 'regional_resources_resources',
};
