// Search latency through the real worker on localhost: on the seeded catalog, then on a generated catalog
// of 100,000 resources with its own state directory and worker. Sequential requests; p50/p95 per set.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { prepareLocalState } from '../../worker/scripts/local-state';
import { startLocalWorker } from '../e2e/local-worker';
import { percentile, type BenchContext, type BenchRow } from './bench-row';
import { startStackFloor } from './stack-floor';
import { seedSyntheticCatalog } from './synthetic-catalog';

const REQUESTS = 200;
const WARM_UP = 20;
const SYNTHETIC_COUNT = 100_000;

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

/** Whole titles as a student pastes or types them: exact matches ranked first (issue 14). */
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

/** Misspelt words: nothing matches as typed, so infix and then typo correction run (issue 14). */
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
 * Questions as students type them (issue 27): every word together matches nothing, so relaxation and the intent
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

const searchPaths = (queries: Record<string, string>[]) => queries.map((q) => `/api/search?${new URLSearchParams(q)}`);

async function measure(baseURL: string, paths: string[]): Promise<{ times: number[]; failures: number }> {
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const url = `${baseURL}${paths[i % paths.length]}`;
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) failures++;
    if (i >= WARM_UP) times.push(elapsed);
  }
  return { times, failures };
}

async function row(name: string, baseURL: string, paths: string[], note: string, expectOk = true): Promise<BenchRow> {
  const { times, failures } = await measure(baseURL, paths);
  const failed = expectOk && failures > 0 ? `; ${failures} non-200 answers` : '';
  return {
    name,
    n: times.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    note: `${note}${failed}`,
  };
}

/** The smallest worker (stack-floor.ts), answering at once and after one `SELECT 1`: the least a search can cost here. */
async function stackFloor(root: string): Promise<BenchRow[]> {
  const worker = await startStackFloor(root);
  try {
    return [
      await row('smallest worker, no D1', worker.url, ['/'], 'tests/bench/stack-floor: no app, no middleware'),
      await row('smallest worker, one D1 round trip', worker.url, ['/d1'], 'SELECT 1: the floor under any search'),
    ];
  } finally {
    await worker.stop();
  }
}

export async function run({ baseURL, root }: BenchContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const distinct = `${TEXT_QUERIES.length} distinct queries`;
  // What every request costs before any query runs: wrangler dev's local proxy, routing, JSON.
  rows.push(
    await row(
      'worker round trip, no D1',
      baseURL,
      ['/api/no-such-endpoint'],
      'unknown /api path (404); the floor under every row',
      false,
    ),
  );
  rows.push(await row('search, seeded catalog', baseURL, searchPaths(TEXT_QUERIES), distinct));
  rows.push(...(await stackFloor(root)));

  const state = join(root, 'tests/.artifacts/bench-search-100k');
  rmSync(state, { recursive: true, force: true });
  mkdirSync(state, { recursive: true });
  prepareLocalState({ persistTo: state, cwd: root });
  const seedStarted = performance.now();
  await seedSyntheticCatalog(root, state, SYNTHETIC_COUNT);
  const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);

  const worker = await startLocalWorker({
    root,
    persistTo: state,
    logFile: join(root, 'tests/.artifacts/bench-search-100k.log'),
  });
  try {
    const size = `${SYNTHETIC_COUNT.toLocaleString('en-US')} generated + catalog, seeded in ${seedSeconds} s`;
    rows.push(
      await row(
        'search, 100k resources',
        worker.url,
        searchPaths(TEXT_QUERIES),
        `${distinct}; ${size}; goal p95 <= 20 ms`,
      ),
    );
    rows.push(
      await row(
        'search exact titles, 100k',
        worker.url,
        searchPaths(EXACT_QUERIES),
        `${EXACT_QUERIES.length} catalog titles; goal p95 <= 20 ms`,
      ),
    );
    rows.push(
      await row(
        'search typo correction, 100k',
        worker.url,
        searchPaths(TYPO_QUERIES),
        `${TYPO_QUERIES.length} misspelt queries (word, infix, vocabulary, word again); goal p95 <= 40 ms`,
      ),
    );
    rows.push(
      await row(
        'search natural questions, 100k',
        worker.url,
        searchPaths(NATURAL_QUERIES),
        `${NATURAL_QUERIES.length} questions (relaxation, intents); goal p95 within 6 ms of the one-D1 floor`,
      ),
    );
    const filterNote = `${FILTER_QUERIES.length} category/tag sets, no text`;
    rows.push(await row('search filters only, 100k', worker.url, searchPaths(FILTER_QUERIES), filterNote));
  } finally {
    await worker.stop();
  }
  return rows;
}
