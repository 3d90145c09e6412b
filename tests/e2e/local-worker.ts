// Starts the real worker (`wrangler dev --local`) with the built shell on a free port, against its own
// state directory, and stops it again: what the benches, Lighthouse, fuzz, load and the size check run (the e2e
// run's workers are tests/e2e/miniflare-worker.ts). Also the helpers both share.
import '../../worker/scripts/offline';
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface LocalWorker {
  url: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Until GET /api/health answers (200, unless `expectOk` is false); `exited` says the server process has ended. */
export async function waitForHealth(
  url: string,
  exited: () => boolean,
  timeoutMs: number,
  expectOk: boolean,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the worker's server at ${url} exited before it was ready`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (!expectOk || response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the worker at ${url} did not become ready within ${timeoutMs} ms`);
}

export interface WorkerOptions {
  root: string;
  persistTo: string;
  logFile: string;
  /** false for a worker whose D1 is deliberately unmigrated (health answers 503). */
  expectHealthy?: boolean;
  /** Another wrangler config than the repo's wrangler.toml (e.g. one generated without some bindings). */
  config?: string;
  /** Extra string vars for the worker (`--var NAME:VALUE`), e.g. the distance bench's simulated D1 distance. */
  vars?: Record<string, string>;
}

/** What wrangler says when a port it was given is taken. */
const PORT_TAKEN = 'Address already in use';
class PortTakenError extends Error {}

export async function startLocalWorker(options: WorkerOptions): Promise<LocalWorker> {
  // A port found free can be taken before wrangler binds it (workers starting side by side bind ports of their own):
  // then wrangler exits at once, and the worker starts again on other ports.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePorts(options);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortTakenError)) throw error;
    }
  }
}

async function startOnFreePorts(options: WorkerOptions): Promise<LocalWorker> {
  const port = await freePort();
  // Each worker needs its own devtools port too, or a second one fails with "Address already in use".
  const inspectorPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  mkdirSync(join(options.logFile, '..'), { recursive: true });
  const log = createWriteStream(options.logFile);
  const child = spawn(
    'wrangler',
    [
      'dev',
      '--local',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      options.persistTo,
      '--show-interactive-dev-session=false',
      '--live-reload=false',
      // Warnings, errors and the worker's own console.warn/error only: a line per request cost wrangler's Node
      // process about 1 ms of CPU each, and a run makes thousands of requests.
      '--log-level',
      'warn',
      // GET /__scheduled runs the Cron Trigger's handler (the trending refresh) on demand.
      '--test-scheduled',
      ...(options.config ? ['--config', options.config] : []),
      ...Object.entries(options.vars ?? {}).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    {
      cwd: options.root,
      env: { ...process.env, CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Two sources into one file: neither may end it (by default the first to finish would, and the other's next
  // output would then crash the test run with 'write after end'). It ends once both have closed.
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  let portTaken = false;
  for (const stream of [child.stdout, child.stderr]) {
    // The end of the last chunk is kept: the message may arrive split across two.
    let tail = '';
    stream?.on('data', (chunk: Buffer) => {
      const text = tail + chunk.toString();
      if (text.includes(PORT_TAKEN)) portTaken = true;
      tail = text.slice(-PORT_TAKEN.length);
    });
  }
  child.once('close', () => log.end());
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });
  try {
    await waitForHealth(url, () => child.exitCode !== null, 60_000, options.expectHealthy ?? true);
  } catch (error) {
    // A worker that never became ready is stopped too: left running, it would outlive the test run.
    await stop();
    throw portTaken ? new PortTakenError(`${(error as Error).message} (${PORT_TAKEN})`) : error;
  }
  return { url, stop };
}

/** Runs SQL against a worker's local D1 (its --persist-to folder), as `wrangler d1 execute` does; rows per statement. */
export function executeLocalD1(persistTo: string, command: string, cwd = process.cwd()): Record<string, unknown>[][] {
  const out = execFileSync(
    'wrangler',
    ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--json', '--command', command],
    { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return (JSON.parse(out) as { results: Record<string, unknown>[] }[]).map((statement) => statement.results);
}
