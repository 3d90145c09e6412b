// The 15 categories of the home grid. Slugs are URL segments. Their legacy table names, which only the seed needs,
// are in category-tables.ts: this module is in every browser's first load.

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
  /** Where the home tile leads. */
  href: string;
}

const define = (slug: CategorySlug, name: string, href = `/category/${slug}`): Category => ({ slug, name, href });

export const CATEGORIES: readonly Category[] = [
  define('applying-to-colleges', 'Applying to Colleges'),
  define('majors', 'Explore by Major', '/majors'),
  define('student-perks', 'Student Perks'),
  define('study-abroad', 'Study Abroad'),
  define('research', 'Research'),
  define('presentation', 'Presentation'),
  define('writing', 'Writing'),
  define('design', 'Design'),
  define('learning', 'Learning'),
  define('wellness', 'Wellness'),
  define('internships', 'Internships'),
  define('ai-tools', 'AI Tools'),
  define('certifications', 'Certifications'),
  define('connections', 'Connections'),
  define('regional-resources', 'Regional Resources'),
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
