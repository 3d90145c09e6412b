// The browse filter's categories, named as SPEC section 9 lists them (Explore by Major has its own screens).
import type { CategorySlug } from '@quadkit/core/catalog/categories';

export const BROWSE_CATEGORIES: ReadonlyArray<{ slug: CategorySlug; name: string }> = [
  { slug: 'applying-to-colleges', name: 'Applying to Colleges' },
  { slug: 'student-perks', name: 'Student Perks' },
  { slug: 'study-abroad', name: 'Study Abroad' },
  { slug: 'research', name: 'Research' },
  { slug: 'presentation', name: 'Presentation' },
  { slug: 'writing', name: 'Writing' },
  { slug: 'design', name: 'Design' },
  { slug: 'learning', name: 'Learning' },
  { slug: 'wellness', name: 'Wellness' },
  { slug: 'internships', name: 'Internships' },
  { slug: 'ai-tools', name: 'AI Tools' },
  { slug: 'certifications', name: 'Certifications' },
  { slug: 'connections', name: 'Connections' },
  { slug: 'regional-resources', name: 'Regional Resources' },
];
