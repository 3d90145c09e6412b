// What each route costs the platform, read from the worker's own Server-Timing (worker/src/http/server-timing.ts):
// D1 round trips, rows read and written, KV reads and writes. Then a student's day made of those routes, and what
// 10,000 and 1,000,000 such students a day cost a month at Cloudflare's published Workers Paid prices, and which
// free-plan daily limit each population passes first. docs/capacity.md explains the model; the figures are these.
import { type ServerTimingFigures, serverTimingFigures } from '../../worker/src/http/server-timing-figures';
import type { BenchContext, BenchRow } from './bench-row';

/** What a route costs, as its Server-Timing says (time left out: the bench's own columns carry it). */
type Figures = Omit<ServerTimingFigures, 'd1Ms'>;
type Step = { name: string; method?: 'GET' | 'POST' | 'PATCH'; path: string; body?: () => unknown; page?: boolean };

const ZERO: Figures = {
  d1Trips: 0,
  primaryTrips: 0,
  replicaTrips: 0,
  rowsRead: 0,
  rowsWritten: 0,
  kvReads: 0,
  kvWrites: 0,
};
const KEYS = Object.keys(ZERO) as (keyof Figures)[];

function figuresOf(header: string | null): Figures {
  const figures = serverTimingFigures(header);
  if (!figures) throw new Error(`no Server-Timing figures in ${JSON.stringify(header)}`);
  const { d1Ms: _time, ...counts } = figures;
  return counts;
}

/** a + b × times, figure by figure. */
const add = (a: Figures, b: Figures, times = 1): Figures =>
  Object.fromEntries(KEYS.map((key) => [key, a[key] + b[key] * times])) as Figures;

let seq = 0;
const pageView = (path: string) => ({ events: [{ name: 'page_view', path, properties: {} }] });

/** A visitor's day: what one anonymous student does, and what a signed-in one adds (route, times a day). */
const ANONYMOUS_DAY: ReadonlyArray<readonly [Step, number]> = [
  [{ name: 'page /', path: '/', page: true }, 1],
  [{ name: 'page /browse', path: '/browse', page: true }, 1],
  [{ name: 'page /category/research', path: '/category/research', page: true }, 1],
  [{ name: 'page /resource/notion', path: '/resource/notion', page: true }, 3],
  [{ name: 'GET /api/search (typed, 4 prefixes)', path: '/api/search?q=note' }, 4],
  [{ name: 'GET /api/trending', path: '/api/trending' }, 1],
  [{ name: 'POST /api/events (a page view)', method: 'POST', path: '/api/events', body: () => pageView('/browse') }, 6],
];
const SIGNED_IN_DAY: ReadonlyArray<readonly [Step, number]> = [
  [{ name: 'GET /api/auth/session', path: '/api/auth/session' }, 2],
  [{ name: 'GET /api/profile', path: '/api/profile' }, 1],
  [{ name: 'GET /api/bookmarks', path: '/api/bookmarks' }, 1],
  [{ name: 'GET /api/toolkits/mine', path: '/api/toolkits/mine' }, 1],
  [{ name: 'GET /api/recommendations', path: '/api/recommendations' }, 1],
  [
    {
      name: 'POST /api/bookmarks (a save)',
      method: 'POST',
      path: '/api/bookmarks',
      body: () => ({ resourceId: ['notion', 'anki', 'quizlet', 'zotero', 'canva'][seq++ % 5], type: 'resource' }),
    },
    2,
  ],
];

// Workers Paid, per month (Cloudflare's published prices, 2026): included amounts, then the price per million.
const PRICES = {
  base: 5,
  requests: { included: 10e6, perMillion: 0.3 },
  rowsRead: { included: 25e9, perMillion: 0.001 },
  rowsWritten: { included: 50e6, perMillion: 1.0 },
  kvReads: { included: 10e6, perMillion: 0.5 },
  kvWrites: { included: 1e6, perMillion: 5.0 },
};
// Workers Free, per day: the limit each daily population meets first.
const FREE_DAILY = { requests: 100_000, rowsRead: 5_000_000, rowsWritten: 100_000, kvReads: 100_000, kvWrites: 1_000 };

export async function run({ baseURL }: BenchContext): Promise<BenchRow[]> {
  const origin = new URL(baseURL).origin;
  const email = `capacity-${Date.now().toString(36)}@example.edu`;
  const signUp = await fetch(`${baseURL}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email, password: 'correct-horse-42' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .find((c) => c.startsWith('qk_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`sign-up answered ${signUp.status} without a session`);

  const rows: BenchRow[] = [];
  const measure = async (step: Step, signedIn: boolean): Promise<Figures> => {
    const call = async () => {
      const started = performance.now();
      const response = await fetch(`${baseURL}${step.path}`, {
        method: step.method ?? 'GET',
        headers: {
          Origin: origin,
          ...(step.page ? { Accept: 'text/html' } : {}),
          ...(step.body ? { 'Content-Type': 'application/json' } : {}),
          ...(signedIn ? { Cookie: cookie } : {}),
        },
        body: step.body ? JSON.stringify(step.body()) : undefined,
      });
      await response.arrayBuffer();
      if (response.status >= 400) throw new Error(`${step.name} answered ${response.status}`);
      return { ms: performance.now() - started, figures: figuresOf(response.headers.get('Server-Timing')) };
    };
    if (!step.method || step.method === 'GET') {
      await call(); // warm: the day's usual visit, not the first ever
      // On an isolate that has not looked the versions up within the last second (VERSION_MEMO_MS,
      // core/server/versions.ts): the model counts that KV read, which a busy isolate makes less often.
      await new Promise((resolve) => setTimeout(resolve, 1_050));
    }
    const { ms, figures } = await call();
    const note = `d1 ${figures.d1Trips} trips (${figures.primaryTrips} to the primary), rows ${figures.rowsRead} read / ${figures.rowsWritten} written, kv ${figures.kvReads} reads / ${figures.kvWrites} writes`;
    rows.push({ name: `capacity: ${step.name}${signedIn ? ' (signed in)' : ''}`, n: 1, p50Ms: ms, p95Ms: ms, note });
    return figures;
  };

  let anonymous = ZERO;
  for (const [step, times] of ANONYMOUS_DAY) anonymous = add(anonymous, await measure(step, false), times);
  let signedInExtra = ZERO;
  for (const [step, times] of SIGNED_IN_DAY) signedInExtra = add(signedInExtra, await measure(step, true), times);
  const requestsAnonymous = ANONYMOUS_DAY.reduce((n, [, times]) => n + times, 0);
  const requestsSignedIn = requestsAnonymous + SIGNED_IN_DAY.reduce((n, [, times]) => n + times, 0);
  // One student in four signs in on a given day (a model, not a measurement: docs/capacity.md).
  const SIGNED_IN_SHARE = 0.25;
  const perStudent = {
    requests: requestsAnonymous + SIGNED_IN_SHARE * (requestsSignedIn - requestsAnonymous),
    ...add(anonymous, signedInExtra, SIGNED_IN_SHARE),
  };

  const lines = ['', 'capacity: one student-day (25 % signed in)'];
  lines.push(
    `  requests ${perStudent.requests.toFixed(1)}, d1 trips ${perStudent.d1Trips.toFixed(1)}, rows read ${perStudent.rowsRead.toFixed(0)}, rows written ${perStudent.rowsWritten.toFixed(1)}, kv reads ${perStudent.kvReads.toFixed(1)}, kv writes ${perStudent.kvWrites.toFixed(2)}`,
  );
  for (const students of [10_000, 1_000_000]) {
    const month = (daily: number) => daily * students * 30;
    const cost = (key: keyof typeof FREE_DAILY) => {
      const price = PRICES[key];
      const used = month(perStudent[key]);
      return (Math.max(0, used - price.included) / 1e6) * price.perMillion;
    };
    const items = (['requests', 'rowsRead', 'rowsWritten', 'kvReads', 'kvWrites'] as const).map(
      (key) => [key, cost(key)] as const,
    );
    const total = PRICES.base + items.reduce((sum, [, c]) => sum + c, 0);
    const freeDays = (Object.keys(FREE_DAILY) as (keyof typeof FREE_DAILY)[])
      .map((key) => [key, (perStudent[key] * students) / FREE_DAILY[key]] as const)
      .sort((a, b) => b[1] - a[1]);
    lines.push(
      `  ${students.toLocaleString('en-US')} students a day: $${total.toFixed(2)} a month on Workers Paid (${items
        .map(([key, c]) => `${key} $${c.toFixed(2)}`)
        .join(
          ', ',
        )}; requests CPU time not included); free plan: ${freeDays[0]![0]} passes its daily limit ${freeDays[0]![1].toFixed(1)}x`,
    );
  }
  console.log(lines.join('\n'));
  return rows;
}
