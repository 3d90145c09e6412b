// The search bench's query sets, one per kind of search (tests/bench/search.bench.ts).
/** What people type in the overlay: whole words, prefixes as they type, several words, a few filters. */
export const TEXT_QUERIES: Record<string, string>[] = [
  ...[
    'notion',
    'notes',
    'pres',
    'presentation slides',
    'free',
    'student discount',
    'scholarship',
    'scholarship need',
    'research papers',
    'citation',
    'ai',
    'ai tool',
    'machine learning',
    'ml',
    'design',
    'canva',
    'writing',
    'grammar',
    'essay',
    'mental health',
    'internship',
    'resume',
    'career coaching',
    'flashcards',
    'study',
    'language',
    'python',
    'data',
    'cloud',
    'certific',
    'hackathon',
    'github',
    'google docs',
    'math',
    'video lessons',
    'online courses',
    'free ai',
    'study abroad',
    'fafsa',
    'focus timer',
    'collab',
    'st',
    'co',
    'templates for students',
  ].map((q) => ({ q })),
  { q: 'free', category: 'research' },
  { q: 'ai', tags: 'Free' },
  { q: 'notes', tags: 'Productivity,Free' },
  { q: 'study', type: 'toolkit' },
  { q: 'slides', type: 'resource' },
];

/** Whole titles as a student pastes or types them: exact matches ranked first. */
export const EXACT_QUERIES: Record<string, string>[] = [
  'Notion for Education',
  'Grammarly',
  'Quizlet',
  'Khan Academy',
  'Zotero',
  'LeetCode',
  'Oyez',
  'GeoGebra',
  'Google Docs',
  'Pitch',
  'Study in NL',
  'FE Exam (NCEES)',
].map((q) => ({ q }));

/** Misspelt words: nothing matches as typed, so infix and then typo correction run. */
export const TYPO_QUERIES: Record<string, string>[] = [
  'notoin',
  'quizelt',
  'scholarshps',
  'grammerly',
  'couresra',
  'linkdin',
  'flashcrads',
  'psycology',
  'presentaton',
  'citaton',
  'intership',
  'overleef',
  'notoin free',
  'khan acadmy',
].map((q) => ({ q }));

/**
 * Questions as students type them: every word together matches nothing, so relaxation and the intent
 * vocabulary answer (in the first round trip, as the question is recognised as one).
 */
export const NATURAL_QUERIES: Record<string, string>[] = [
  'I am stressed about finals and cannot sleep',
  'free alternative to microsoft word',
  'learn to code for free',
  'I need money for college in Georgia',
  'how do I cite a website in APA',
  'poster for my biology class',
  'cheap music streaming for students',
  'where can I find peer reviewed articles for my paper',
  'I want to study in Germany',
  'how do I find a summer internship',
  'I want to go to law school',
  'microsoft office',
].map((q) => ({ q }));

/** Only a category and/or tags (the overlay with no text): the filtered set ordered by title. */
export const FILTER_QUERIES: Record<string, string>[] = [
  { category: 'design' },
  { category: 'research', tags: 'Free' },
  { tags: 'AI Tool' },
  { tags: 'Free,STEM' },
  { type: 'resource' },
];
