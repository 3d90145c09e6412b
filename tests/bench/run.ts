// `npm run bench`: starts the real worker (wrangler dev --local) on fresh seeded state, runs every
// tests/bench/*.bench.ts module against it, one after another, and prints one table.
// `npm run bench -- trending` runs only the modules whose file name contains one of the given words.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startFreshWorker } from '../e2e/fresh-worker';
import type { BenchModule, BenchRow } from './bench-row';

const root = fileURLToPath(new URL('../..', import.meta.url));
const benchDir = join(root, 'tests/bench');

const format = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1) : '-');

function printTable(rows: readonly BenchRow[]): void {
  const header = ['name', 'n', 'p50 ms', 'p95 ms', 'note'];
  const cells = rows.map((r) => [r.name, String(r.n), format(r.p50Ms), format(r.p95Ms), r.note ?? '']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((cell, i) => (i === 1 || i === 2 || i === 3 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ');
  console.log(['', line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n').trimEnd());
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const files = readdirSync(benchDir)
    .filter((f) => f.endsWith('.bench.ts') && (only.length === 0 || only.some((word) => f.includes(word))))
    .sort();
  if (files.length === 0)
    throw new Error(`no tests/bench/*.bench.ts modules found${only.length ? ` for ${only.join(', ')}` : ''}`);

  const started = Date.now();
  const worker = await startFreshWorker(root, 'bench');
  const rows: BenchRow[] = [];
  try {
    for (const file of files) {
      console.log(`bench: ${file}`);
      try {
        const module = (await import(pathToFileURL(join(benchDir, file)).href)) as BenchModule;
        rows.push(...(await module.run({ baseURL: worker.url, root })));
      } catch (err) {
        // One module failing still prints the others' rows.
        process.exitCode = 1;
        const message = err instanceof Error ? err.message : String(err);
        rows.push({ name: file, n: 0, p50Ms: Number.NaN, p95Ms: Number.NaN, note: `FAILED: ${message}` });
      }
    }
  } finally {
    await worker.stop();
  }
  printTable(rows);
  console.log(`\nbench finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
