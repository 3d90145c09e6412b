// A generated catalog for the search bench: N varied resources built from word lists (deterministic), written
// to a local D1 through getPlatformProxy. Rows travel as one JSON parameter per statement, far inside D1's
// 100 bound parameters, and the FTS5 triggers index them as they land.
import '../../worker/scripts/offline';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';

const CATEGORIES = [
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
];
const TAGS = [
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
  'Essential',
  'Popular',
  'Scholarship',
  'Career',
  'Mental Health',
  'Flashcards',
  'Coding',
  'Networking',
  'Language Learning',
  'Templates',
  'Cloud',
  'Machine Learning',
];
const STEMS = [
  'Note',
  'Study',
  'Slide',
  'Cite',
  'Code',
  'Data',
  'Lab',
  'Flash',
  'Focus',
  'Scholar',
  'Career',
  'Design',
  'Write',
  'Read',
  'Math',
  'Lingo',
  'Cloud',
  'Pixel',
  'Quiz',
  'Mentor',
  'Grant',
  'Campus',
  'Thesis',
  'Brain',
  'Chart',
  'Paper',
  'Deck',
  'Canvas',
  'Intern',
  'Calm',
  'Sprint',
  'Atlas',
  'Nova',
  'Orbit',
  'Spark',
  'Prism',
  'Echo',
  'Vector',
  'Pulse',
  'Bloom',
  'Cedar',
  'Delta',
  'Ember',
  'Fable',
  'Glyph',
  'Harbor',
  'Ivy',
  'Juno',
  'Kite',
  'Lumen',
  'Maple',
  'Nimbus',
  'Opal',
  'Pilot',
  'Quill',
  'Ripple',
  'Sage',
  'Tandem',
  'Umbra',
  'Verse',
  'Willow',
  'Zenith',
  'Tutor',
  'Lecture',
];
const SUFFIXES = [
  'ly',
  'hub',
  'io',
  'base',
  'kit',
  'works',
  'mate',
  'space',
  'lab',
  'flow',
  'wise',
  'able',
  'ify',
  'stack',
  'nest',
  'loop',
  'path',
  'desk',
  'box',
  'verse',
];
const QUALIFIERS = [
  '',
  '',
  '',
  ' Pro',
  ' for Students',
  ' Edu',
  ' Plus',
  ' Online',
  ' Studio',
  ' Academy',
  ' Notes',
  ' AI',
  ' Campus',
  ' Go',
  ' Lite',
];
const VERBS = [
  'organise',
  'practise',
  'research',
  'design',
  'write',
  'present',
  'review',
  'plan',
  'share',
  'track',
  'learn',
  'cite',
  'build',
  'explore',
  'compare',
  'annotate',
  'translate',
  'schedule',
  'visualise',
  'summarise',
  'rehearse',
  'budget',
  'prototype',
  'memorise',
  'proofread',
];
const OBJECTS = [
  'lecture notes',
  'presentation slides',
  'research papers',
  'citations',
  'flashcards',
  'essays',
  'lab reports',
  'scholarship applications',
  'internship applications',
  'resumes',
  'study schedules',
  'group projects',
  'datasets',
  'python notebooks',
  'design mockups',
  'language lessons',
  'exam questions',
  'cover letters',
  'portfolios',
  'budgets',
  'reading lists',
  'thesis chapters',
  'problem sets',
  'chemistry formulas',
  'history timelines',
  'statistics homework',
  'poster sessions',
  'podcast episodes',
  'interview answers',
  'grant proposals',
  'field observations',
  'music scores',
  'architecture sketches',
  'legal briefs',
  'clinical cases',
  'marketing plans',
  'startup pitches',
  'travel plans',
  'housing applications',
  'volunteer hours',
  'coding exercises',
  'spreadsheets',
  'bibliographies',
  'video essays',
];
const AUDIENCES = [
  'university students',
  'high school seniors',
  'graduate students',
  'first-year students',
  'international students',
  'researchers',
  'job seekers',
  'teachers',
  'self-taught developers',
  'designers',
  'language learners',
  'nursing majors',
  'law school applicants',
  'commuters',
  'student parents',
  'club organisers',
  'lab teams',
  'writers',
  'musicians',
];
const FEATURES = [
  'a free plan',
  'a student discount',
  'AI suggestions',
  'real-time collaboration',
  'offline access',
  'templates',
  'spaced repetition',
  'a browser extension',
  'video lessons',
  'mentorship sessions',
  'cloud sync',
  'mental health check-ins',
  'grammar feedback',
  'machine learning models',
  'certificates',
  'scholarship matching',
  'career coaching',
  'focus timers',
  'dark mode',
  'keyboard shortcuts',
  'calendar integration',
  'export to PDF',
  'citation styles',
  'progress charts',
  'peer review',
  'audio narration',
  'handwriting recognition',
  'plagiarism checks',
  'accessibility settings',
  'mobile apps',
  'shared workspaces',
  'version history',
  'practice quizzes',
  'live tutoring',
];
const OPENERS = ['Helps', 'Lets', 'Makes it easy for', 'A simple way for', 'Built for'];

/** Small seeded PRNG (mulberry32) so every run generates the same catalog. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SyntheticResource {
  id: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  url: string;
  image: string;
  position: number;
}

export function syntheticResources(count: number, seed = 42): SyntheticResource[] {
  const next = random(seed);
  // Skewed picks (uniform raised to a power): early list entries are common, later ones rare, as in real text.
  const pick = <T>(list: readonly T[], skew = 1): T => list[Math.floor(next() ** skew * list.length)]!;
  const rows: SyntheticResource[] = [];
  for (let i = 0; i < count; i++) {
    const category = pick(CATEGORIES);
    const picked = Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(TAGS, 1.5));
    // Most resources in this directory are free, as in the built-in catalog.
    const tags = [...new Set(next() < 0.75 ? ['Free', ...picked] : picked)];
    const title = `${pick(STEMS)}${pick(SUFFIXES)}${pick(QUALIFIERS)}`;
    // Sentence parts are optional, as in real descriptions; word frequencies then land near the built-in
    // catalog's ('free' in most resources, 'student' in about half, most other words in a few percent).
    const who = next() < 0.5 ? `${pick(AUDIENCES, 1.5)} ` : '';
    const opener = who ? pick(OPENERS) : 'A tool to';
    const description = [
      `${opener} ${who}${opener.endsWith('for') && who ? 'to ' : ''}${pick(VERBS)} ${pick(OBJECTS, 1.5)}`,
      next() < 0.6 ? ` and ${pick(VERBS)} ${pick(OBJECTS, 1.5)}` : '',
      `, with ${pick(FEATURES, 1.5)}${next() < 0.5 ? ` and ${pick(FEATURES, 1.5)}` : ''}.`,
      next() < 0.4 ? ` Useful for ${pick(OBJECTS)} in ${pick(CATEGORIES).replace(/-/g, ' ')}.` : '',
    ].join('');
    rows.push({
      id: `synthetic-${i}`,
      title,
      description,
      category,
      tags,
      url: `https://example.org/r/${i}`,
      image: `/images/categories/${category}-1.svg`,
      position: 10_000 + i,
    });
  }
  return rows;
}

interface D1Statement {
  bind(...values: unknown[]): D1Statement;
}
interface D1Like {
  prepare(query: string): D1Statement;
  batch(statements: D1Statement[]): Promise<unknown>;
}

const INSERT = `insert into resources (id, title, description, category, tags, url, image, position)
  select json_extract(value, '$.id'), json_extract(value, '$.title'), json_extract(value, '$.description'),
    json_extract(value, '$.category'), json_extract(value, '$.tags'), json_extract(value, '$.url'),
    json_extract(value, '$.image'), json_extract(value, '$.position')
  from json_each(?)`;

/** Adds `count` synthetic resources to the local D1 under `persistTo` (already migrated and seeded). */
export async function seedSyntheticCatalog(root: string, persistTo: string, count: number): Promise<void> {
  const proxy = await getPlatformProxy<{ DB: D1Like }>({
    configPath: join(root, 'wrangler.toml'),
    persist: { path: join(persistTo, 'v3') },
  });
  try {
    const rows = syntheticResources(count);
    const statements: D1Statement[] = [];
    for (let i = 0; i < rows.length; i += 500) {
      statements.push(proxy.env.DB.prepare(INSERT).bind(JSON.stringify(rows.slice(i, i + 500))));
    }
    for (let i = 0; i < statements.length; i += 20) await proxy.env.DB.batch(statements.slice(i, i + 20));
  } finally {
    await proxy.dispose();
  }
}
