// Server-Timing on every answer (production too): how many round trips to D1 a request made, how long they took,
// the rows they read and wrote, whether the edge cache answered, and the page render's time. Devtools shows it
// per request; the round-trip test pins the counts, which (unlike times) are the same on every run and are what
// distance to the database multiplies.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Env } from '@quadkit/core/server/env';
import { type ServerTimingFigures, serverTimingFigures } from './server-timing-figures';

interface RequestTiming extends ServerTimingFigures {
  renderMs: number | null;
}

const current = new AsyncLocalStorage<RequestTiming>();

type D1Meta = { rows_read?: number; rows_written?: number };

function record(started: number, results: unknown): void {
  const timing = current.getStore();
  if (!timing) return;
  timing.d1Trips += 1;
  timing.d1Ms += performance.now() - started;
  for (const result of Array.isArray(results) ? results : [results]) {
    const meta = (result as { meta?: D1Meta } | null)?.meta;
    timing.rowsRead += meta?.rows_read ?? 0;
    timing.rowsWritten += meta?.rows_written ?? 0;
  }
}

/** Milliseconds of simulated distance to the D1 primary (`npm run bench -- distance`; never in production). */
let simulatedDistanceMs = 0;

async function timed<T>(run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  // Half the round trip each way: the query starts late and its answer arrives late, as at a distance.
  if (simulatedDistanceMs > 0) await new Promise((resolve) => setTimeout(resolve, simulatedDistanceMs / 2));
  const result = await run();
  if (simulatedDistanceMs > 0) await new Promise((resolve) => setTimeout(resolve, simulatedDistanceMs / 2));
  record(started, result);
  return result;
}

/** The statement a counted one stands for: batch() takes only the binding's own statements. */
const realStatement = new WeakMap<object, D1PreparedStatement>();

function countedStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const counted = new Proxy(statement, {
    get(target, key) {
      if (key === 'bind') return (...values: unknown[]) => countedStatement(target.bind(...values));
      if (key === 'first' || key === 'all' || key === 'run' || key === 'raw') {
        const method = Reflect.get(target, key) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => timed(() => method.apply(target, args));
      }
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  realStatement.set(counted, statement);
  return counted;
}

const countedBindings = new WeakMap<D1Database, D1Database>();

/** The same database, counting each call that goes to it. One wrapper per binding (drizzle's client is kept per
 * binding object for the isolate's life, see core/server/db.ts, so a wrapper per request would rebuild it). */
function countedDatabase(db: D1Database): D1Database {
  let counted = countedBindings.get(db);
  if (counted) return counted;
  counted = new Proxy(db, {
    get(target, key) {
      if (key === 'prepare') return (sql: string) => countedStatement(target.prepare(sql));
      if (key === 'batch')
        return (statements: D1PreparedStatement[]) =>
          timed(() => target.batch(statements.map((s) => realStatement.get(s) ?? s)));
      if (key === 'exec') return (sql: string) => timed(() => target.exec(sql));
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
    // The distance bench starts a local worker with `--var SIMULATED_D1_MS:150`: every round trip then costs that
    // much more. With no read replication yet, every trip goes to the primary.
    const simulated = Number((env as unknown as Record<string, unknown>).SIMULATED_D1_MS ?? 0);
    if (env.APP_ENV !== 'production' && Number.isFinite(simulated)) simulatedDistanceMs = Math.max(0, simulated);
    counted = {
      ...env,
      ...(env.DB ? { DB: countedDatabase(env.DB) } : {}),
      ...(env.CACHE ? { CACHE: countedKv(env.CACHE) } : {}),
    };
    countedEnvs.set(env, counted);
  }
  return counted;
}

/** Runs one request with its own counters, then writes them into the answer's Server-Timing header. */
export async function withServerTiming(handle: () => Promise<Response>): Promise<Response> {
  const timing: RequestTiming = {
    d1Trips: 0,
    d1Ms: 0,
    rowsRead: 0,
    rowsWritten: 0,
    kvReads: 0,
    kvWrites: 0,
    renderMs: null,
  };
  const started = performance.now();
  const response = await current.run(timing, handle);
  // A WebSocket upgrade's answer cannot be copied; it has nothing to time.
  if (response.status === 101) return response;
  const header = serverTimingOf(timing, performance.now() - started, response.headers.get('X-Cache'));
  try {
    response.headers.append('Server-Timing', header);
    return response;
  } catch {
    // Headers of a fetched answer (the assets binding's) are immutable: copy it.
    const copy = new Response(response.body, response);
    copy.headers.append('Server-Timing', header);
    return copy;
  }
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
