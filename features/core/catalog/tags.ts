// Tag vocabularies the spec names. Resources may carry other tags too.

/** Highlight tags: the featured strip shows resources with these (or in Student Perks). */
export const HIGHLIGHT_TAGS = ['Essential', 'Popular'] as const;

/** The search overlay's tag filters (docs/product.md#search-overlay). */
export const SEARCH_TAG_FILTERS = [
  'Free',
  'Student Discount',
  'Academic',
  'AI Tool',
  'Research Tool',
  'Writing Tool',
  'Design Tool',
  'Browser Extension',
  'Video Learning',
  'Online Courses',
  'STEM',
  'Productivity',
] as const;

/** Scholarship filters of the Applying to Colleges page; a resource opts in with the matching tag. */
export const SCHOLARSHIP_FILTERS = [
  { id: 'all-scholarships', name: 'All Scholarships', tag: 'Scholarship' },
  { id: 'merit', name: 'Merit-Based', tag: 'Merit' },
  { id: 'need', name: 'Need-Based', tag: 'Need-Based' },
  { id: 'diversity', name: 'Diversity', tag: 'Diversity' },
  { id: 'athletic', name: 'Athletic', tag: 'Athletic' },
  { id: 'stem', name: 'STEM', tag: 'STEM' },
  { id: 'arts', name: 'Arts', tag: 'Arts' },
] as const;
