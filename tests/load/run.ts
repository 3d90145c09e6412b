// `npm run load [-- --duration 60 --connections 8,32]`: starts the real worker (wrangler dev --local) on fresh
// seeded state, runs the mixed traffic of load-run.ts at each connection level, prints the table and the
// read-back of every write, and exits 1 on any error answer or any write lost or duplicated.
// `npm run load -- --campus`: the campus sign-in scenario instead (tests/workers/campus-scenario.ts): 300 students
// behind one address with 5 % typos and one attacker there; exits 1 if any student is locked out or any account
// had more than 5 of the attacker's guesses evaluated.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startFreshWorker } from '../e2e/fresh-worker';
import { formatLoadReport, loadPassed, runLoad } from './load-run';
import { CAMPUS_DEFAULTS, campusPassed, runCampusScenario } from '../workers/campus-scenario';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '60' },
      connections: { type: 'string', default: '8,32' },
      campus: { type: 'boolean', default: false },
    },
  });
  if (values.campus) return campus();
  const durationMs = Number(values.duration) * 1000;
  const connections = values.connections.split(',').map(Number);
  if (!(durationMs > 0) || connections.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error('usage: npm run load -- [--duration SECONDS] [--connections N[,N…]]');
  }
  const worker = await startFreshWorker(root, 'load');
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

async function campus(): Promise<void> {
  const worker = await startFreshWorker(root, 'load-campus');
  try {
    const post = (path: string, body: unknown, headers: Record<string, string>) =>
      fetch(`${worker.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: worker.url, ...headers },
        body: JSON.stringify(body),
      });
    const report = await runCampusScenario(post, { ...CAMPUS_DEFAULTS, log: (line) => console.log(line) });
    if (!campusPassed(report)) {
      console.log(
        `\nload --campus: FAILED ${JSON.stringify({ lockedOut: report.lockedOut, unexpected: report.unexpected })}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await worker.stop();
  }
}

await main();
