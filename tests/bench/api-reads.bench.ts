// The public API reads a page or a client makes, as throughput ratios against a static asset in alternating
// one-second slices of the same run at 10 connections (slices.ts). Each target is the ratio measured when the
// edge-speed work began, which no read may fall below. Search is measured twice: a set of popular queries that
// repeat (after the first, the edge cache answers), and queries no one asked before (the engine answers each).
import { TEXT_QUERIES } from './search-queries';
import type { BenchContext, BenchRow } from './bench-row';
import { CONNECTIONS, type Make, measureBeside, ratio, toRow } from './slices';

const READS: ReadonlyArray<readonly [path: string, target: number]> = [
  ['/api/resources/notion', 72],
  ['/api/majors', 72],
  ['/api/categories', 58],
  ['/api/toolkits/public', 49],
];

/** The lower end of the 27-36 % search measured then (distinct queries, repeated). */
const SEARCH_TARGET = 27;

const searchPaths = TEXT_QUERIES.map((query) => `/api/search?${new URLSearchParams(query)}`);
/** Marks this run's never-asked URLs: the edge cache persists in the bench's state between runs. */
const RUN = Date.now().toString(36);

type Measured = Awaited<ReturnType<typeof measureBeside>>;

export async function run({ baseURL }: BenchContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const staticAsset: Make = () => [`${baseURL}/favicon.svg`];
  /** Measures `target` beside the static asset and adds both rows; `versus` writes the target's ratio. */
  const measure = async (name: string, target: Make, beside: string, versus: (measured: Measured) => string) => {
    const first = await fetch(target(0, 0)[0]);
    if (!first.ok) throw new Error(`${name} answered ${first.status}`);
    const measured = await measureBeside(target, staticAsset);
    rows.push(toRow(`static asset /favicon.svg (${CONNECTIONS} conns)`, measured.base, `, beside ${beside}`));
    rows.push(toRow(name, measured.target, versus(measured)));
    console.log(rows.slice(-2));
  };

  for (const [path, target] of READS) {
    await measure(
      `GET ${path}`,
      () => [`${baseURL}${path}`],
      path,
      (m) => ratio(m.target, m.base, target),
    );
  }
  let asked = 0;
  await measure(
    `GET /api/search, ${searchPaths.length} popular queries repeated`,
    () => [`${baseURL}${searchPaths[asked++ % searchPaths.length]}`],
    'popular searches',
    (m) => ratio(m.target, m.base, SEARCH_TARGET),
  );
  let fresh = 0;
  // An unknown parameter (the query schema drops it) makes each URL new to the edge cache: the engine answers.
  await measure(
    'GET /api/search, queries never asked before',
    () => [`${baseURL}${searchPaths[fresh % searchPaths.length]}&bench=${RUN}-${fresh++}`],
    'never-asked searches',
    (m) =>
      ` = ${((100 * m.target.perSecond) / m.base.perSecond).toFixed(0)} % of the static asset (context: D1 answers)`,
  );
  return rows;
}
