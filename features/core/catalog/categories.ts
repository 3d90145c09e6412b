// The 15 categories of the home grid. Slugs are URL segments; tableName keeps the spec's legacy per-category
// table names, which search results still report (see docs/decisions/0001-one-resources-table.md).

export const CATEGORY_SLUGS = [
  'applying-to-colleges',
  'majors',
  'student-perks',
  'study-abroad',
  'research',
  'presentation',
  'writing',
  'design',
  'learning',
  'wellness',
  'internships',
  'ai-tools',
  'certifications',
  'connections',
  'regional-resources',
] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export interface Category {
  slug: CategorySlug;
  name: string;
  tableName: string;
  /** Where the home tile leads. */
  href: string;
}

const define = (slug: CategorySlug, name: string, tableName: string, href = `/category/${slug}`): Category => ({
  slug,
  name,
  tableName,
  href,
});

export const CATEGORIES: readonly Category[] = [
  define('applying-to-colleges', 'Applying to Colleges', 'applying_to_colleges_resources'),
  define('majors', 'Explore by Major', 'majors_resources', '/majors'),
  define('student-perks', 'Student Perks', 'student_perks_resources'),
  define('study-abroad', 'Study Abroad', 'study_abroad_resources'),
  define('research', 'Research', 'research_resources'),
  define('presentation', 'Presentation', 'presentation_resources'),
  define('writing', 'Writing', 'writing_resources'),
  define('design', 'Design', 'design_resources'),
  define('learning', 'Learning', 'learning_resources'),
  define('wellness', 'Wellness', 'wellness_resources'),
  define('internships', 'Internships', 'internships_resources'),
  define('ai-tools', 'AI Tools', 'ml_tools_resources'),
  define('certifications', 'Certifications', 'certifications_resources'),
  define('connections', 'Connections', 'connections_resources'),
  define('regional-resources', 'Regional Resources', 'regional_resources_resources'),
];

const bySlug = new Map<string, Category>(CATEGORIES.map((c) => [c.slug, c]));

export const isCategorySlug = (value: string): value is CategorySlug => bySlug.has(value);

export const findCategory = (slug: string): Category | undefined => bySlug.get(slug);

/** docs/product.md#category-page: known slugs get their names; any other slug becomes capitalised words joined with spaces. */
export function categoryTitle(slug: string): string {
  const known = bySlug.get(slug);
  if (known) return known.name;
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
