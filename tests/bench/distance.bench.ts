// What distance to the D1 primary costs a student: the same requests against the bench's worker (the database
// beside it) and against a second worker whose every D1 round trip is 150 ms longer (`SIMULATED_D1_MS`, see
// worker/src/http/server-timing.ts), as for a student far from the primary. Time to first byte, p50 and p95, warm.
import { startFreshWorker } from '../e2e/fresh-worker';
import { type BenchContext, type BenchRow, percentile } from './bench-row';

const PRIMARY_MS = 150;
const RUNS = 12;

type Call = { method?: string; path: string; body?: () => unknown; page?: boolean };
type Scenario = { name: string; calls: Call[]; signedIn?: boolean };

let seq = 0;
const SCENARIOS: Scenario[] = [
  ...['/', '/browse', '/resource/notion', '/toolkit/finals-survival-kit', '/bulletin-board'].map((path) => ({
    name: `page ${path}`,
    calls: [{ path, page: true }],
  })),
  // A private page is the shell's HTML, then the reads its screen makes before it can draw.
  {
    name: 'page /dashboard + its reads',
    signedIn: true,
    calls: [
      { path: '/dashboard', page: true },
      { path: '/api/profile' },
      { path: '/api/toolkits/mine' },
      { path: '/api/bookmarks' },
    ],
  },
  {
    name: 'page /saved + its reads',
    signedIn: true,
    calls: [{ path: '/saved', page: true }, { path: '/api/bookmarks' }],
  },
  {
    name: 'page /toolkit/{id}/edit + its reads',
    signedIn: true,
    calls: [{ path: '/toolkit/TOOLKIT/edit', page: true }, { path: '/api/toolkits/TOOLKIT' }],
  },
  {
    name: 'search as typed (n, no, not, noti, notion)',
    calls: ['n', 'no', 'not', 'noti', 'notion'].map((q) => ({ path: `/api/search?q=${q}` })),
  },
  {
    name: 'a save (POST /api/bookmarks)',
    signedIn: true,
    calls: [
      {
        method: 'POST',
        path: '/api/bookmarks',
        body: () => ({ resourceId: ['notion', 'anki', 'quizlet', 'zotero'][seq++ % 4], type: 'resource' }),
      },
    ],
  },
  {
    name: 'a toolkit edit (PUT /api/toolkits/{id})',
    signedIn: true,
    calls: [{ method: 'PUT', path: '/api/toolkits/TOOLKIT', body: () => ({ title: `Finals week ${seq++}` }) }],
  },
];

async function signIn(baseURL: string) {
  const origin = new URL(baseURL).origin;
  const json = { 'Content-Type': 'application/json', Origin: origin };
  const signUp = await fetch(`${baseURL}/api/auth/sign-up`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: `distance-${Date.now().toString(36)}@example.edu`, password: 'correct-horse-42' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .find((c) => c.startsWith('qk_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`sign-up answered ${signUp.status} without a session`);
  const created = await fetch(`${baseURL}/api/toolkits`, {
    method: 'POST',
    headers: { ...json, Cookie: cookie },
    body: JSON.stringify({ title: 'Finals week', description: 'What I use for finals.', resourceIds: ['notion'] }),
  });
  const { toolkit } = (await created.json()) as { toolkit?: { id: string } };
  if (!toolkit) throw new Error(`creating a toolkit answered ${created.status}`);
  return { cookie, toolkitId: toolkit.id, origin };
}

/** Time to first byte of each call in turn, summed: what the student waits before the screen can draw. */
async function measure(baseURL: string, scenario: Scenario, session: Awaited<ReturnType<typeof signIn>>) {
  const once = async () => {
    let total = 0;
    for (const call of scenario.calls) {
      const started = performance.now();
      const response = await fetch(`${baseURL}${call.path.replace('TOOLKIT', session.toolkitId)}`, {
        method: call.method ?? 'GET',
        headers: {
          Origin: session.origin,
          ...(call.page ? { Accept: 'text/html' } : {}),
          ...(call.body ? { 'Content-Type': 'application/json' } : {}),
          ...(scenario.signedIn ? { Cookie: session.cookie } : {}),
        },
        body: call.body ? JSON.stringify(call.body()) : undefined,
      });
      total += performance.now() - started;
      await response.arrayBuffer();
      if (response.status >= 400) throw new Error(`${scenario.name}: ${call.path} answered ${response.status}`);
    }
    return total;
  };
  await once(); // warm
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await once());
  return times;
}

export async function run({ baseURL, root }: BenchContext): Promise<BenchRow[]> {
  const far = await startFreshWorker(root, 'bench-distance', { SIMULATED_D1_MS: String(PRIMARY_MS) });
  const rows: BenchRow[] = [];
  try {
    const near = await signIn(baseURL);
    const away = await signIn(far.url);
    for (const scenario of SCENARIOS) {
      const zero = await measure(baseURL, scenario, near);
      const distant = await measure(far.url, scenario, away);
      const row = (label: string, times: number[]): BenchRow => ({
        name: `distance: ${scenario.name}, ${label}`,
        n: times.length,
        p50Ms: percentile(times, 50),
        p95Ms: percentile(times, 95),
        note: 'TTFB, summed over the calls, warm',
      });
      rows.push(row('D1 beside the worker', zero), row(`D1 primary ${PRIMARY_MS} ms away`, distant));
    }
  } finally {
    await far.stop();
  }
  return rows;
}
