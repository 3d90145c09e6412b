// `npm run fuzz [-- N [seed]]`: starts the real worker (wrangler dev --local) on fresh seeded state and sends N
// (default 10,000) generated requests over every API route; prints counts by status; exits 1 on any 5xx or
// any error answer outside the one error shape.
import { fileURLToPath } from 'node:url';
import { startFreshWorker } from '../e2e/fresh-worker';
import { formatReport, runFuzz } from './fuzz-run';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function main(): Promise<void> {
  const total = Number(process.argv[2] ?? 10_000);
  const seed = Number(process.argv[3] ?? 1);
  const worker = await startFreshWorker(root, 'fuzz');
  try {
    const report = await runFuzz(worker.url, total, seed);
    console.log(formatReport(report));
    if (report.failures.length > 0) process.exitCode = 1;
  } finally {
    await worker.stop();
  }
}

await main();
