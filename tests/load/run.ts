// `npm run load [-- --duration 60 --connections 8,32]`: starts the real worker (wrangler dev --local) on fresh
// seeded state, runs the mixed traffic of load-run.ts at each connection level, prints the table and the
// read-back of every write, and exits 1 on any error answer or any write lost or duplicated.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { prepareLocalState } from '../../worker/scripts/local-state';
import { startLocalWorker } from '../e2e/local-worker';
import { formatLoadReport, loadPassed, runLoad } from './load-run';

const root = fileURLToPath(new URL('../..', import.meta.url));
const state = join(root, 'tests/.artifacts/load-state');

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '60' },
      connections: { type: 'string', default: '8,32' },
    },
  });
  const durationMs = Number(values.duration) * 1000;
  const connections = values.connections.split(',').map(Number);
  if (!(durationMs > 0) || connections.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error('usage: npm run load -- [--duration SECONDS] [--connections N[,N…]]');
  }
  if (!existsSync(join(root, 'shell/dist/index.html')))
    throw new Error('shell/dist is missing: run `npm run build` first.');
  rmSync(state, { recursive: true, force: true });
  mkdirSync(state, { recursive: true });
  prepareLocalState({ persistTo: state, cwd: root, quiet: true });
  const worker = await startLocalWorker({
    root,
    persistTo: state,
    logFile: join(root, 'tests/.artifacts/load-worker.log'),
  });
  try {
    const report = await runLoad(worker.url, { durationMs, connections, log: (line) => console.log(line) });
    console.log(`\n${formatLoadReport(report)}`);
    if (!loadPassed(report)) {
      console.log('\nload: FAILED (error answers, or writes lost or duplicated)');
      process.exitCode = 1;
    }
  } finally {
    await worker.stop();
  }
}

await main();
