// Server-Timing on every answer (production too): how many round trips to D1 a request made (to the primary and to
// a replica), how long they took, the rows they read and wrote, whether the edge cache answered, and the page render's time. Devtools shows it
// per request; the round-trip test pins the counts, which (unlike times) are the same on every run and are what
// distance to the database multiplies.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Env } from '@quadkit/core/server/env';
import { withHeader } from './d1-bookmark';
import { gatheringHere, rawFromBatch, type ReadMethod, type SendBatch } from './read-gathering';
import { type ServerTimingFigures, serverTimingFigures } from './server-timing-figures';

interface RequestTiming extends ServerTimingFigures {
  renderMs: number | null;
  /** The request's D1 session (read replication); null where the binding has none. */
  session: D1DatabaseSession | null;
}

const current = new AsyncLocalStorage<RequestTiming>();

type D1Meta = { rows_read?: number; rows_written?: number };

/** Where a round trip goes: a write always to the primary; a read of a replicated session to a replica. Without a
 * session (no Sessions API) every trip is the primary's. */
type Destination = 'primary' | 'replica';

function record(started: number, results: unknown, to: Destination): void {
  const timing = current.getStore();
  if (!timing) return;
  timing.d1Trips += 1;
  if (to === 'primary') timing.primaryTrips += 1;
  else timing.replicaTrips += 1;
  timing.d1Ms += performance.now() - started;
  // Rows as D1 reports them: first() and raw() (drizzle's selects) carry no meta, so they add none (a lower bound).
  for (const result of Array.isArray(results) ? results : [results]) {
    const meta = (result as { meta?: D1Meta } | null)?.meta;
    timing.rowsRead += meta?.rows_read ?? 0;
    timing.rowsWritten += meta?.rows_written ?? 0;
  }
}

/** Milliseconds of simulated distance to the D1 primary and to a replica (`npm run bench -- distance`; never in
 * production). */
const simulatedMs: Record<Destination, number> = { primary: 0, replica: 0 };

/** A statement only reads when it is a SELECT (or a WITH … SELECT) that names no writing keyword. */
const READ_START = /^\s*(select|with)\b/i;
const WRITE_WORD = /\b(insert|update|delete|replace|create|drop|alter)\b/i;
const writes = (sql: string): boolean => !READ_START.test(sql) || WRITE_WORD.test(sql);

function destinationOf(sqls: readonly string[]): Destination {
  if (!current.getStore()?.session) return 'primary';
  return sqls.some(writes) ? 'primary' : 'replica';
}

async function timed<T>(sqls: readonly string[], run: () => Promise<T>): Promise<T> {
  const to = destinationOf(sqls);
  const distance = simulatedMs[to];
  const started = performance.now();
  // Half the round trip each way: the query starts late and its answer arrives late, as at a distance.
  if (distance > 0) await new Promise((resolve) => setTimeout(resolve, distance / 2));
  const result = await run();
  if (distance > 0) await new Promise((resolve) => setTimeout(resolve, distance / 2));
  record(started, result, to);
  return result;
}

/** The statement a counted one stands for (batch() takes only the binding's own statements) and its SQL. */
const realStatement = new WeakMap<object, { statement: D1PreparedStatement; sql: string }>();

type Route = Pick<D1Database, 'prepare' | 'batch'>;

/** Statements sent as one batch through `route`: one round trip. */
const sendVia =
  (route: Route): SendBatch =>
  (statements, sqls) =>
    timed(sqls, () => route.batch(statements));

/** How a call of `key` with `args` reads, when a page render may gather it (read-gathering.ts); null otherwise. */
function gatherable(key: string, args: unknown[], sql: string): ReadMethod | null {
  if (writes(sql) || !current.getStore()) return null;
  if (key === 'all' && args.length === 0) return { name: 'all' };
  if (key === 'raw' && args.length === 0) return rawFromBatch(sql);
  if (key === 'first' && (args.length === 0 || typeof args[0] === 'string'))
    return { name: 'first', ...(typeof args[0] === 'string' ? { column: args[0] } : {}) };
  return null;
}

function countedStatement(statement: D1PreparedStatement, sql: string, route: Route): D1PreparedStatement {
  const counted = new Proxy(statement, {
    get(target, key) {
      if (key === 'bind') return (...values: unknown[]) => countedStatement(target.bind(...values), sql, route);
      if (key === 'first' || key === 'all' || key === 'run' || key === 'raw') {
        const method = Reflect.get(target, key) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => {
          const alone = () => timed([sql], () => method.apply(target, args));
          const read = gatherable(key, args, sql);
          const here = read && gatheringHere();
          if (!read || !here) return alone();
          return here.gathering.wait(here.id, {
            statements: [target],
            sqls: [sql],
            method: read,
            send: sendVia(route),
            alone,
          });
        };
      }
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  realStatement.set(counted, { statement, sql });
  return counted;
}

/** Where this request's queries go: its D1 session when it has one, else the binding itself. */
const routeOf = (db: D1Database): Route => current.getStore()?.session ?? db;

const countedBindings = new WeakMap<D1Database, D1Database>();

/** A batch through `route`, or, when every statement reads and a page render may gather it, a wait for the render's
 * batch. */
function countedBatch(route: Route, statements: D1PreparedStatement[]): Promise<D1Result[]> {
  const real = statements.map((s) => realStatement.get(s));
  const sqls = real.map((r) => r?.sql ?? 'write');
  const own = statements.map((s, i) => real[i]?.statement ?? s);
  const alone = () => sendVia(route)(own, sqls);
  const here = !sqls.some(writes) && current.getStore() ? gatheringHere() : null;
  if (!here) return alone();
  const method: ReadMethod = { name: 'batch' };
  return here.gathering.wait(here.id, { statements: own, sqls, method, send: sendVia(route), alone }) as Promise<
    D1Result[]
  >;
}

/** The same database, counting each call that goes to it. One wrapper per binding (drizzle's client is kept per
 * binding object for the isolate's life, see core/server/db.ts, so a wrapper per request would rebuild it). */
function countedDatabase(db: D1Database): D1Database {
  let counted = countedBindings.get(db);
  if (counted) return counted;
  counted = new Proxy(db, {
    get(target, key) {
      if (key === 'prepare')
        return (sql: string) => {
          const route = routeOf(target);
          return countedStatement(route.prepare(sql), sql, route);
        };
      if (key === 'batch') return (statements: D1PreparedStatement[]) => countedBatch(routeOf(target), statements);
      if (key === 'exec') return (sql: string) => timed(['write'], () => target.exec(sql));
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  countedBindings.set(db, counted);
  return counted;
}

const KV_READS = new Set(['get', 'getWithMetadata', 'list']);
const KV_WRITES = new Set(['put', 'delete']);

/** KV operations are billed per call (writes far above reads): counted per request like D1's trips. */
function countedKv(kv: KVNamespace): KVNamespace {
  return new Proxy(kv, {
    get(target, key) {
      const value = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      const kind = KV_READS.has(String(key)) ? 'kvReads' : KV_WRITES.has(String(key)) ? 'kvWrites' : null;
      if (!kind) return value.bind(target);
      return (...args: unknown[]) => {
        const timing = current.getStore();
        if (timing) timing[kind] += 1;
        return value.apply(target, args);
      };
    },
  });
}

const countedEnvs = new WeakMap<Env, Env>();

/** The worker's bindings with D1 and KV counted; the same object for the same env, so per-binding caches (drizzle's
 * client, the versions' memo) still hit. Missing bindings stay missing (the degraded-mode paths test that). */
export function envWithCountedDb(env: Env): Env {
  let counted = countedEnvs.get(env);
  if (!counted) {
    // The distance bench starts a local worker with `--var SIMULATED_D1_MS:150 --var SIMULATED_D1_REPLICA_MS:10`:
    // every round trip to the primary, and every read served by a replica, then costs that much more.
    if (env.APP_ENV !== 'production') {
      const vars = env as unknown as Record<string, unknown>;
      simulatedMs.primary = millisecondsOf(vars.SIMULATED_D1_MS);
      simulatedMs.replica = millisecondsOf(vars.SIMULATED_D1_REPLICA_MS);
    }
    counted = {
      ...env,
      ...(env.DB ? { DB: countedDatabase(env.DB) } : {}),
      ...(env.CACHE ? { CACHE: countedKv(env.CACHE) } : {}),
    };
    countedEnvs.set(env, counted);
  }
  return counted;
}

const millisecondsOf = (value: unknown): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? Math.max(0, n) : 0;
};

const newTiming = (session: D1DatabaseSession | null): RequestTiming => ({
  session,
  d1Trips: 0,
  primaryTrips: 0,
  replicaTrips: 0,
  d1Ms: 0,
  rowsRead: 0,
  rowsWritten: 0,
  kvReads: 0,
  kvWrites: 0,
  renderMs: null,
});

/** Runs one request with its own counters (its queries going through `session` when it has one), then writes them
 * into the answer's Server-Timing header. */
export async function withServerTiming(
  handle: () => Promise<Response>,
  session: D1DatabaseSession | null = null,
): Promise<Response> {
  const timing = newTiming(session);
  const started = performance.now();
  const response = await current.run(timing, handle);
  // A WebSocket upgrade's answer cannot be copied; it has nothing to time.
  if (response.status === 101) return response;
  const header = serverTimingOf(timing, performance.now() - started, response.headers.get('X-Cache'));
  return withHeader(response, 'Server-Timing', header);
}

/** The Server-Timing of an answer made without I/O since `started` (the hot trending copy): no trip, no KV. */
export function withNoIoTiming(response: Response, started: number): Response {
  return withHeader(
    response,
    'Server-Timing',
    serverTimingOf(newTiming(null), performance.now() - started, response.headers.get('X-Cache')),
  );
}

/** Runs `work` outside the request's figures and D1 session: housekeeping that runs after the answer has gone (the
 * student does not wait on it) and goes straight to the binding. */
export function offTheClock<T>(work: () => Promise<T>): Promise<T> {
  // Awaited inside exit(): a query builder is a thenable that only starts when awaited, which must happen here.
  return current.exit(async () => await work());
}

/** Adds the page renderer's time to the current request's figures. */
export async function timeRender<T>(render: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await render();
  } finally {
    const timing = current.getStore();
    if (timing) timing.renderMs = (timing.renderMs ?? 0) + performance.now() - started;
  }
}

const ms = (value: number) => Math.round(value * 10) / 10;

function serverTimingOf(timing: RequestTiming, totalMs: number, cache: string | null): string {
  const metrics = [
    `d1;dur=${ms(timing.d1Ms)};desc="${timing.d1Trips} round trips"`,
    `d1-primary;desc="${timing.primaryTrips} round trips"`,
    `d1-replica;desc="${timing.replicaTrips} round trips"`,
    `d1-rows;desc="read ${timing.rowsRead}, written ${timing.rowsWritten}"`,
    `kv;desc="reads ${timing.kvReads}, writes ${timing.kvWrites}"`,
  ];
  if (cache) metrics.push(`cache;desc="${cache === 'HIT' ? 'hit' : 'miss'}"`);
  if (timing.renderMs !== null) metrics.push(`render;dur=${ms(timing.renderMs)}`);
  metrics.push(`total;dur=${ms(totalMs)}`);
  return metrics.join(', ');
}

/** The round trips one answer reports (for tests and the bench). */
export function d1TripsOf(response: Response): number | null {
  return serverTimingFigures(response.headers.get('Server-Timing'))?.d1Trips ?? null;
}

/** The round trips one answer reports, to the primary and to a replica. */
export function tripsByDestinationOf(response: Response): { primary: number; replica: number } | null {
  const figures = serverTimingFigures(response.headers.get('Server-Timing'));
  return figures ? { primary: figures.primaryTrips, replica: figures.replicaTrips } : null;
}
