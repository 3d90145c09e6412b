// `npm run fuzz [-- N [seed]]`: starts the real worker (wrangler dev --local) on fresh seeded state and sends N
// (default 10,000) generated requests over every API route; prints counts by status; exits 1 on any 5xx or
// any error answer outside the one error shape.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareLocalState } from '../../worker/scripts/local-state';
import { startLocalWorker } from '../e2e/local-worker';
import { formatReport, runFuzz } from './fuzz-run';

const root = fileURLToPath(new URL('../..', import.meta.url));
const state = join(root, 'tests/.artifacts/fuzz-state');

async function main(): Promise<void> {
  if (!existsSync(join(root, 'shell/dist/index.html')))
    throw new Error('shell/dist is missing: run `npm run build` first.');
  const total = Number(process.argv[2] ?? 10_000);
  const seed = Number(process.argv[3] ?? 1);
  rmSync(state, { recursive: true, force: true });
  mkdirSync(state, { recursive: true });
  prepareLocalState({ persistTo: state, cwd: root, quiet: true });
  const worker = await startLocalWorker({
    root,
    persistTo: state,
    logFile: join(root, 'tests/.artifacts/fuzz-worker.log'),
  });
  try {
    const report = await runFuzz(worker.url, total, seed);
    console.log(formatReport(report));
    if (report.failures.length > 0) process.exitCode = 1;
  } finally {
    await worker.stop();
  }
}

await main();
