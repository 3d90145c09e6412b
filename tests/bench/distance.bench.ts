// What distance to D1 costs a student: the same requests against the bench's worker (the database beside it), against
// a worker whose every round trip to the D1 primary is 150 ms longer and whose reads find no nearer replica (150 ms
// too: a student far from the primary before read replication), and against one whose reads go to a replica 10 ms
// away (`SIMULATED_D1_MS`, `SIMULATED_D1_REPLICA_MS`, see worker/src/http/server-timing.ts). Time to first byte,
// p50 and p95, warm; a screen's reads made at once count as one step, until the last of them answers.
import { startFreshWorker } from '../e2e/fresh-worker';
import { type BenchContext, type BenchRow, percentile } from './bench-row';

const PRIMARY_MS = 150;
const REPLICA_MS = 10;
const RUNS = 12;

type Call = { method?: string; path: string; body?: () => unknown; page?: boolean };
/** A step is one call, or calls the screen makes at once (the step lasts until the last one's first byte). */
type Scenario = { name: string; calls: (Call | Call[])[]; signedIn?: boolean };

let seq = 0;
const SCENARIOS: Scenario[] = [
  ...['/', '/browse', '/resource/notion', '/toolkits', '/toolkit/finals-survival-kit', '/bulletin-board'].map(
    (path) => ({
      name: `page ${path}`,
      calls: [{ path, page: true }],
    }),
  ),
  // A private page is the shell's HTML, then the reads its screen makes before it can draw. The dashboard asks for
  // the profile and its panels' reads at once (dashboard-screen.tsx; the saved list goes with the session check).
  {
    name: 'page /dashboard + its reads',
    signedIn: true,
    calls: [
      { path: '/dashboard', page: true },
      [{ path: '/api/profile' }, { path: '/api/toolkits/mine' }, { path: '/api/bookmarks' }],
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
  const session = { cookies: new Map<string, string>(), toolkitId: '', origin };
  keepCookies(session.cookies, signUp);
  if (!session.cookies.has('qk_session')) throw new Error(`sign-up answered ${signUp.status} without a session`);
  const created = await fetch(`${baseURL}/api/toolkits`, {
    method: 'POST',
    headers: { ...json, Cookie: cookieHeader(session.cookies) },
    body: JSON.stringify({ title: 'Finals week', description: 'What I use for finals.', resourceIds: ['notion'] }),
  });
  keepCookies(session.cookies, created);
  const { toolkit } = (await created.json()) as { toolkit?: { id: string } };
  if (!toolkit) throw new Error(`creating a toolkit answered ${created.status}`);
  session.toolkitId = toolkit.id;
  return session;
}

/** The browser's part: the session cookie, and the D1 bookmark each write hands back (read-your-writes). */
function keepCookies(jar: Map<string, string>, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** Time to first byte of each step in turn, summed: what the student waits before the screen can draw. */
async function measure(baseURL: string, scenario: Scenario, session: Awaited<ReturnType<typeof signIn>>) {
  const call = async ({ path, method, page, body }: Call) => {
    const response = await fetch(`${baseURL}${path.replace('TOOLKIT', session.toolkitId)}`, {
      method: method ?? 'GET',
      headers: {
        Origin: session.origin,
        ...(page ? { Accept: 'text/html' } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(scenario.signedIn ? { Cookie: cookieHeader(session.cookies) } : {}),
      },
      body: body ? JSON.stringify(body()) : undefined,
    });
    const firstByte = performance.now();
    if (scenario.signedIn) keepCookies(session.cookies, response);
    await response.arrayBuffer();
    if (response.status >= 400) throw new Error(`${scenario.name}: ${path} answered ${response.status}`);
    return firstByte;
  };
  const once = async () => {
    let total = 0;
    for (const step of scenario.calls) {
      const started = performance.now();
      const answered = await Promise.all((Array.isArray(step) ? step : [step]).map(call));
      total += Math.max(...answered) - started;
    }
    return total;
  };
  await once(); // warm
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await once());
  return times;
}

export async function run({ baseURL, root }: BenchContext): Promise<BenchRow[]> {
  const primary = String(PRIMARY_MS);
  const noReplica = await startFreshWorker(root, 'bench-distance', {
    SIMULATED_D1_MS: primary,
    SIMULATED_D1_REPLICA_MS: primary,
  });
  const replica = await startFreshWorker(root, 'bench-distance-replica', {
    SIMULATED_D1_MS: primary,
    SIMULATED_D1_REPLICA_MS: String(REPLICA_MS),
  });
  const rows: BenchRow[] = [];
  try {
    const places = [
      { label: 'D1 beside the worker', url: baseURL },
      { label: `D1 primary ${PRIMARY_MS} ms away, no replica nearer`, url: noReplica.url },
      { label: `D1 primary ${PRIMARY_MS} ms away, replica ${REPLICA_MS} ms`, url: replica.url },
    ];
    const sessions = await Promise.all(places.map((place) => signIn(place.url)));
    for (const scenario of SCENARIOS) {
      for (const [i, place] of places.entries()) {
        const times = await measure(place.url, scenario, sessions[i]!);
        rows.push({
          name: `distance: ${scenario.name}, ${place.label}`,
          n: times.length,
          p50Ms: percentile(times, 50),
          p95Ms: percentile(times, 95),
          note: 'TTFB, summed over the steps, warm',
        });
      }
    }
  } finally {
    await Promise.all([noReplica.stop(), replica.stop()]);
  }
  return rows;
}
