// What a bench module reports and receives: one table row per measurement, and the running worker's URL.

/** One line of the `npm run bench` table. Times in milliseconds. */
export type BenchRow = { name: string; n: number; p50Ms: number; p95Ms: number; note?: string };

/** What every tests/bench/*.bench.ts module's run() receives. */
export type BenchContext = { baseURL: string; root: string };

/** A module discovered by tests/bench/run.ts. */
export type BenchModule = { run(ctx: BenchContext): Promise<BenchRow[]> };

/** Nearest-rank percentile (p in 0..100) of the values; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}
