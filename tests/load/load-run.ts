// Mixed traffic against a running worker (`npm run load`): per connection level, a static asset first
// (the yardstick), then the mix of pages, lists, a resource, search, toolkits and signed-in bookmark and toolkit
// writes; afterwards every write that was answered 2xx is read back (nothing lost, no duplicates).
import { percentile } from '../bench/bench-row';

const PASSWORD = 'correct-horse-42';
/** Per user and run, kept under the API's caps and hourly write limits (features/toolkits/api/write-limits.ts):
 * 100 toolkits and 120 toolkit writes; 1,000 bookmarks and 600 bookmark writes. */
const TOOLKITS_PER_USER = 90;
const BOOKMARKS_PER_USER = 300;
const SEARCH_WORDS = ['notes', 'flashcards', 'design', 'python', 'citation', 'calendar', 'math', 'writing'];

export interface LoadOptions {
  durationMs: number;
  connections: readonly number[];
  /** The static asset measured at each level, as the ratio's base; default a sixth of the mix, at least 1 s. */
  staticMs?: number;
  log?: (line: string) => void;
}

export interface LevelResult {
  connections: number;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Error answers by "METHOD path-kind status" (or "… network"), for the report. */
  errorKinds: Map<string, number>;
  staticPerSecond: number;
  staticP50Ms: number;
  writes: number;
}

export interface ReadBack {
  users: number;
  toolkitsWritten: number;
  bookmarksWritten: number;
  /** Written (2xx) but not in the owner's list afterwards. */
  lost: string[];
  /** In a list more than once, or more often than written. */
  duplicates: string[];
  /** In a list without any write having asked for it. */
  unexpected: string[];
}

export interface LoadReport {
  levels: LevelResult[];
  readBack: ReadBack;
}

interface LoadUser {
  email: string;
  cookie: string;
  /** Bookmarks left to add, in order (each resource once). */
  bookmarkSlots: string[];
  toolkitSlots: number;
  /** Resource ids whose POST /api/bookmarks was sent, and those answered 201. */
  bookmarksSent: Set<string>;
  bookmarksConfirmed: string[];
  toolkitsSent: Set<string>;
  /** Toolkit id -> title, for those answered 201. */
  toolkitsConfirmed: Map<string, string>;
}

type Kind = { name: string; weight: number };
/** The mix: weights out of 100. Writes are 8 % of requests. */
const MIX: readonly Kind[] = [
  { name: 'GET /', weight: 14 },
  { name: 'GET /api/resources', weight: 12 },
  { name: 'GET /api/categories', weight: 6 },
  { name: 'GET /api/resources/:id', weight: 16 },
  { name: 'GET /api/search', weight: 12 },
  { name: 'GET /api/toolkits/public', weight: 10 },
  { name: 'GET /api/toolkits/:id', weight: 6 },
  { name: 'GET /api/bookmarks', weight: 10 },
  { name: 'GET /api/toolkits/mine', weight: 6 },
  { name: 'POST /api/bookmarks', weight: 4 },
  { name: 'POST /api/toolkits', weight: 4 },
];
const TOTAL_WEIGHT = MIX.reduce((sum, kind) => sum + kind.weight, 0);

function pickKind(random: number): string {
  let at = random * TOTAL_WEIGHT;
  for (const kind of MIX) {
    at -= kind.weight;
    if (at < 0) return kind.name;
  }
  return MIX[0]!.name;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

function shuffled<T>(list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

class Run {
  readonly origin: string;
  resourceIds: string[] = [];
  builtInToolkitIds: string[] = [];
  readonly users: LoadUser[] = [];
  private signingUp: Promise<LoadUser> | null = null;
  private readonly runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  constructor(readonly baseURL: string) {
    this.origin = new URL(baseURL).origin;
  }

  async prepare(): Promise<void> {
    const resources = (await (await fetch(`${this.baseURL}/api/resources?limit=500`)).json()) as {
      resources: { id: string }[];
    };
    this.resourceIds = resources.resources.map((r) => r.id);
    const toolkits = (await (await fetch(`${this.baseURL}/api/toolkits/public?limit=100`)).json()) as {
      toolkits: { id: string }[];
    };
    this.builtInToolkitIds = toolkits.toolkits.map((t) => t.id);
    if (this.resourceIds.length === 0 || this.builtInToolkitIds.length === 0) {
      throw new Error('the worker has no catalog: is its state seeded?');
    }
    // A few users up front; more join when their write budgets run out.
    for (let i = 0; i < 4; i++) this.users.push(await this.signUp());
  }

  private async signUp(): Promise<LoadUser> {
    const email = `load-${this.runId}-${this.users.length + 1}@example.edu`;
    const response = await fetch(`${this.baseURL}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: this.origin },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const session = response.headers.getSetCookie().find((line) => line.startsWith('qk_session='));
    if (response.status !== 201 || !session) throw new Error(`sign-up for a load user answered ${response.status}`);
    return {
      email,
      cookie: session.split(';')[0]!,
      bookmarkSlots: shuffled(this.resourceIds).slice(0, BOOKMARKS_PER_USER),
      toolkitSlots: TOOLKITS_PER_USER,
      bookmarksSent: new Set(),
      bookmarksConfirmed: [],
      toolkitsSent: new Set(),
      toolkitsConfirmed: new Map(),
    };
  }

  /** A user with budget left for this write, signing one more up (once at a time) when none has. */
  async userFor(write: 'bookmark' | 'toolkit'): Promise<LoadUser> {
    const hasBudget = (u: LoadUser) => (write === 'bookmark' ? u.bookmarkSlots.length > 0 : u.toolkitSlots > 0);
    const candidates = this.users.filter(hasBudget);
    if (candidates.length > 0) return pick(candidates);
    if (!this.signingUp) {
      this.signingUp = this.signUp().then((user) => {
        this.users.push(user);
        this.signingUp = null;
        return user;
      });
    }
    return this.signingUp;
  }

  /** One request of the given kind; answers whether it counts as a write and resolves with its outcome. */
  async request(kind: string): Promise<{ status: number | 'network'; write: boolean }> {
    const url = (path: string) => `${this.baseURL}${path}`;
    const signedIn = (user: LoadUser, init: RequestInit = {}): RequestInit => ({
      ...init,
      headers: { Cookie: user.cookie, Origin: this.origin, 'Content-Type': 'application/json' },
    });
    const send = async (path: string, init?: RequestInit) => {
      const response = await fetch(url(path), init);
      await response.arrayBuffer();
      return response.status;
    };
    try {
      switch (kind) {
        case 'GET /':
          return { status: await send('/', { headers: { Accept: 'text/html' } }), write: false };
        case 'GET /api/resources':
          return { status: await send('/api/resources'), write: false };
        case 'GET /api/categories':
          return { status: await send('/api/categories'), write: false };
        case 'GET /api/resources/:id':
          return { status: await send(`/api/resources/${encodeURIComponent(pick(this.resourceIds))}`), write: false };
        case 'GET /api/search':
          return { status: await send(`/api/search?q=${pick(SEARCH_WORDS)}`), write: false };
        case 'GET /api/toolkits/public':
          return { status: await send('/api/toolkits/public'), write: false };
        case 'GET /api/toolkits/:id':
          return {
            status: await send(`/api/toolkits/${encodeURIComponent(pick(this.builtInToolkitIds))}`),
            write: false,
          };
        case 'GET /api/bookmarks':
          return { status: await send('/api/bookmarks', signedIn(pick(this.users))), write: false };
        case 'GET /api/toolkits/mine':
          return { status: await send('/api/toolkits/mine', signedIn(pick(this.users))), write: false };
        case 'POST /api/bookmarks': {
          const user = await this.userFor('bookmark');
          const resourceId = user.bookmarkSlots.pop();
          if (resourceId === undefined) return this.request('GET /api/bookmarks');
          user.bookmarksSent.add(resourceId);
          const body = JSON.stringify({ resourceId, type: 'resource' });
          const status = await send('/api/bookmarks', signedIn(user, { method: 'POST', body }));
          if (status === 201) user.bookmarksConfirmed.push(resourceId);
          return { status, write: true };
        }
        case 'POST /api/toolkits': {
          const user = await this.userFor('toolkit');
          if (user.toolkitSlots <= 0) return this.request('GET /api/toolkits/mine');
          user.toolkitSlots--;
          const title = `Load kit ${this.runId} ${user.toolkitsSent.size + 1} ${Math.random().toString(36).slice(2, 8)}`;
          user.toolkitsSent.add(title);
          const body = JSON.stringify({
            title,
            description: 'Written by the load test; read back afterwards.',
            resourceIds: [pick(this.resourceIds)],
            // Private, so a run never crowds the public list other visitors (and the e2e tests) read.
            isPublic: false,
          });
          const response = await fetch(url('/api/toolkits'), signedIn(user, { method: 'POST', body }));
          if (response.status === 201) {
            const created = (await response.json()) as { toolkit: { id: string } };
            user.toolkitsConfirmed.set(created.toolkit.id, title);
          } else {
            await response.arrayBuffer();
          }
          return { status: response.status, write: true };
        }
        default:
          throw new Error(`unknown request kind ${kind}`);
      }
    } catch {
      return { status: 'network', write: kind.startsWith('POST') };
    }
  }
}

interface Sampled {
  times: number[];
  errors: number;
  errorKinds: Map<string, number>;
  writes: number;
  elapsedMs: number;
}

/** `connections` loops, each sending one request after another until the time is up. */
async function drive(
  connections: number,
  durationMs: number,
  next: () => Promise<{ kind: string; status: number | 'network'; write: boolean }>,
): Promise<Sampled> {
  const sampled: Sampled = { times: [], errors: 0, errorKinds: new Map(), writes: 0, elapsedMs: 0 };
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const { kind, status, write } = await next();
        sampled.times.push(performance.now() - t0);
        if (write) sampled.writes++;
        if (status === 'network' || status >= 400) {
          sampled.errors++;
          const key = `${kind} ${status}`;
          sampled.errorKinds.set(key, (sampled.errorKinds.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  sampled.elapsedMs = performance.now() - started;
  return sampled;
}

async function staticAsset(baseURL: string): Promise<{ kind: string; status: number | 'network'; write: boolean }> {
  try {
    const response = await fetch(`${baseURL}/favicon.svg`);
    await response.arrayBuffer();
    return { kind: 'GET /favicon.svg', status: response.status, write: false };
  } catch {
    return { kind: 'GET /favicon.svg', status: 'network', write: false };
  }
}

/** Every page of a signed-in list. */
async function readAll<T>(run: Run, user: LoadUser, path: string, key: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const query = cursor ? `?limit=100&cursor=${encodeURIComponent(cursor)}` : '?limit=100';
    const response = await fetch(`${run.baseURL}${path}${query}`, { headers: { Cookie: user.cookie } });
    if (response.status !== 200) throw new Error(`reading back ${path} answered ${response.status}`);
    const body = (await response.json()) as Record<string, unknown> & { nextCursor?: string | null };
    items.push(...(body[key] as T[]));
    cursor = body.nextCursor ?? undefined;
  } while (cursor);
  return items;
}

async function readBack(run: Run): Promise<ReadBack> {
  const result: ReadBack = {
    users: run.users.length,
    toolkitsWritten: 0,
    bookmarksWritten: 0,
    lost: [],
    duplicates: [],
    unexpected: [],
  };
  for (const user of run.users) {
    result.bookmarksWritten += user.bookmarksConfirmed.length;
    result.toolkitsWritten += user.toolkitsConfirmed.size;
    const bookmarks = await readAll<{ resourceId: string; type: string }>(run, user, '/api/bookmarks', 'bookmarks');
    const seen = new Map<string, number>();
    for (const b of bookmarks) seen.set(b.resourceId, (seen.get(b.resourceId) ?? 0) + 1);
    for (const id of user.bookmarksConfirmed) if (!seen.has(id)) result.lost.push(`${user.email} bookmark ${id}`);
    for (const [id, n] of seen) {
      if (n > 1) result.duplicates.push(`${user.email} bookmark ${id} ×${n}`);
      if (!user.bookmarksSent.has(id)) result.unexpected.push(`${user.email} bookmark ${id}`);
    }
    const toolkits = await readAll<{ id: string; title: string }>(run, user, '/api/toolkits/mine', 'toolkits');
    const byTitle = new Map<string, number>();
    for (const t of toolkits) byTitle.set(t.title, (byTitle.get(t.title) ?? 0) + 1);
    const ids = new Set(toolkits.map((t) => t.id));
    for (const [id, title] of user.toolkitsConfirmed) {
      if (!ids.has(id)) result.lost.push(`${user.email} toolkit ${title}`);
    }
    for (const [title, n] of byTitle) {
      if (n > 1) result.duplicates.push(`${user.email} toolkit ${title} ×${n}`);
      if (!user.toolkitsSent.has(title)) result.unexpected.push(`${user.email} toolkit ${title}`);
    }
  }
  return result;
}

export async function runLoad(baseURL: string, options: LoadOptions): Promise<LoadReport> {
  const log = options.log ?? (() => {});
  const run = new Run(baseURL);
  await run.prepare();
  const levels: LevelResult[] = [];
  for (const connections of options.connections) {
    const staticMs = options.staticMs ?? Math.max(1000, Math.round(options.durationMs / 6));
    log(`load: static asset, ${connections} connections, ${(staticMs / 1000).toFixed(0)} s`);
    const base = await drive(connections, staticMs, () => staticAsset(baseURL));
    log(`load: mixed traffic, ${connections} connections, ${(options.durationMs / 1000).toFixed(0)} s`);
    const mix = await drive(connections, options.durationMs, async () => {
      const kind = pickKind(Math.random());
      return { kind, ...(await run.request(kind)) };
    });
    levels.push({
      connections,
      requests: mix.times.length,
      perSecond: (1000 * mix.times.length) / mix.elapsedMs,
      p50Ms: percentile(mix.times, 50),
      p99Ms: percentile(mix.times, 99),
      errors: mix.errors,
      errorKinds: mix.errorKinds,
      staticPerSecond: (1000 * base.times.length) / base.elapsedMs,
      staticP50Ms: percentile(base.times, 50),
      writes: mix.writes,
    });
  }
  return { levels, readBack: await readBack(run) };
}

/** Whether the run passed: no error answers and every write read back exactly once. */
export const loadPassed = (report: LoadReport): boolean =>
  report.levels.every((level) => level.errors === 0) &&
  report.readBack.lost.length === 0 &&
  report.readBack.duplicates.length === 0 &&
  report.readBack.unexpected.length === 0;

export function formatLoadReport(report: LoadReport): string {
  const header = ['conns', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'writes', 'static req/s', 'ratio'];
  const rows = report.levels.map((l) => [
    String(l.connections),
    String(l.requests),
    l.perSecond.toFixed(0),
    l.p50Ms.toFixed(1),
    l.p99Ms.toFixed(1),
    String(l.errors),
    String(l.writes),
    l.staticPerSecond.toFixed(0),
    `${((100 * l.perSecond) / l.staticPerSecond).toFixed(0)} %`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padStart(widths[i]!)).join('  ');
  const out = [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
  for (const level of report.levels) {
    for (const [kind, n] of level.errorKinds) out.push(`  ${level.connections} conns: ${n} × ${kind}`);
  }
  const rb = report.readBack;
  out.push(
    '',
    `read-back: ${rb.toolkitsWritten} toolkits and ${rb.bookmarksWritten} bookmarks written by ${rb.users} users; ` +
      `${rb.lost.length} lost, ${rb.duplicates.length} duplicated, ${rb.unexpected.length} unexpected`,
  );
  for (const item of [...rb.lost, ...rb.duplicates, ...rb.unexpected].slice(0, 20)) out.push(`  ${item}`);
  return out.join('\n');
}
