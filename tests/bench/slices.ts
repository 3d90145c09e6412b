// Throughput beside a static asset, for benches whose targets are ratios: CONNECTIONS loops sending requests,
// the target and the static asset measured in alternating one-second slices of the same run.
import { percentile, type BenchRow } from './bench-row';

export const CONNECTIONS = 10;
const SECONDS = 6;
const WARM_UP_SECONDS = 1;

export interface Load {
  requests: number;
  perSecond: number;
  times: number[];
  failures: number;
}

/** CONNECTIONS loops, each sending its next request when the last answered, for SECONDS. */
async function load(make: (connection: number, i: number) => [string, RequestInit?], seconds: number): Promise<Load> {
  const times: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, connection) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const [url, init] = make(connection, i);
        const t0 = performance.now();
        try {
          const response = await fetch(url, init);
          await response.arrayBuffer();
          times.push(performance.now() - t0);
          if (!response.ok) failures++;
        } catch {
          // A dropped connection (wrangler dev's proxy under load) counts as a failure, not a crash.
          failures++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { requests: times.length, perSecond: times.length / elapsed, times, failures };
}

export type Make = (connection: number, i: number) => [string, RequestInit?];

function merged(parts: readonly Load[]): Load {
  const times = parts.flatMap((part) => part.times);
  const seconds = parts.reduce((sum, part) => sum + part.requests / Math.max(part.perSecond, 1e-9), 0);
  return {
    requests: times.length,
    perSecond: times.length / seconds,
    times,
    failures: parts.reduce((sum, part) => sum + part.failures, 0),
  };
}

/**
 * The target and the static asset in alternating one-second slices (SECONDS of each after a warm-up), so a load
 * spike from elsewhere on a shared machine hits both sides of the ratio alike.
 */
export async function measureBeside(target: Make, base: Make): Promise<{ target: Load; base: Load }> {
  await load(base, WARM_UP_SECONDS);
  await load(target, WARM_UP_SECONDS);
  const targets: Load[] = [];
  const bases: Load[] = [];
  for (let slice = 0; slice < SECONDS; slice++) {
    bases.push(await load(base, 1));
    targets.push(await load(target, 1));
  }
  return { target: merged(targets), base: merged(bases) };
}

export const toRow = (name: string, result: Load, note: string): BenchRow => ({
  name,
  n: result.requests,
  p50Ms: percentile(result.times, 50),
  p95Ms: percentile(result.times, 95),
  note: `${result.perSecond.toFixed(0)} req/s${note}${result.failures ? `; ${result.failures} failed or non-2xx` : ''}`,
});

export const ratio = (result: Load, base: Load, target: number) => {
  const percent = (100 * result.perSecond) / base.perSecond;
  return ` = ${percent.toFixed(0)} % of the static asset (target >= ${target} %${percent >= target ? ', met' : ', NOT met'})`;
};
