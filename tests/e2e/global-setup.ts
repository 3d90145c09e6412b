// Before the end-to-end files: the worker bundled once (tests/e2e/test-config.ts), then a seeded worker on fresh
// local state for each of the project's parallel files (a file has its worker to itself, as
// tests/e2e/seeded-worker.ts picks it), a worker whose D1 was never migrated (every query fails) for the fallback
// paths, and one on a copy of the seeded state whose config lacks the KV and R2 bindings. Their URLs reach tests
// through inject().
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { prepareLocalState } from '../../worker/scripts/local-state';
import { bundleWorker, REMOVED_SECTIONS, writeTestConfig } from './test-config';
import type { LocalWorker } from './local-worker';
import { startMiniflareWorker } from './miniflare-worker';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One seeded worker per parallel file: its URL and its --persist-to folder (to write its D1 directly). */
    seededWorkers: { baseURL: string; state: string }[];
    brokenBaseURL: string;
    /** A seeded worker without KV and R2 (and, like every local worker, without Workers AI). */
    degradedBaseURL: string;
    /** The degraded worker's --persist-to folder. */
    degradedState: string;
    /** A freshly migrated and seeded state no worker serves: copy it for a state of your own. */
    pristineState: string;
    /** The run's wrangler config (the worker bundled once): pass it to startFreshWorker for a worker of your own. */
    workerConfig: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const artifacts = join(root, 'tests/.artifacts');

export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'shell/dist/index.html'))) {
    throw new Error('shell/dist is missing: run `npm run build` first (npm test does).');
  }
  // A folder of this run's own, so a second run (or the bench) never wipes the state under this one.
  mkdirSync(artifacts, { recursive: true });
  const runDir = mkdtempSync(join(artifacts, 'e2e-'));
  const seededState = join(runDir, 'state-seeded');
  const emptyState = join(runDir, 'state-empty');
  // Bundling runs beside the migrations and the seed.
  const bundleDir = join(runDir, 'worker-bundle');
  const bundled = bundleWorker(root, bundleDir);
  prepareLocalState({ persistTo: seededState, cwd: root, quiet: true });
  // A copy costs far less than migrating and seeding again.
  const degradedState = join(runDir, 'state-degraded');
  cpSync(seededState, degradedState, { recursive: true });
  const pristineState = join(runDir, 'state-pristine');
  cpSync(seededState, pristineState, { recursive: true });
  const seededStates = [seededState];
  for (let pool = 2; pool <= project.config.maxWorkers; pool++) {
    seededStates.push(join(runDir, `state-seeded-${pool}`));
    cpSync(seededState, seededStates.at(-1)!, { recursive: true });
  }
  await bundled;
  const workerConfig = join(runDir, 'wrangler.test.toml');
  writeTestConfig(root, workerConfig, { bundleDir });
  const degradedConfig = join(runDir, 'wrangler.degraded.toml');
  writeTestConfig(root, degradedConfig, { bundleDir, without: REMOVED_SECTIONS });

  const started = await Promise.allSettled([
    ...seededStates.map((state, index) =>
      startMiniflareWorker({
        root,
        persistTo: state,
        logFile: `${runDir}-worker-${index + 1}.log`,
        config: workerConfig,
      }),
    ),
    startMiniflareWorker({
      root,
      persistTo: emptyState,
      logFile: `${runDir}-worker-broken.log`,
      expectHealthy: false,
      config: workerConfig,
    }),
    startMiniflareWorker({
      root,
      persistTo: degradedState,
      logFile: `${runDir}-worker-degraded.log`,
      expectHealthy: false,
      config: degradedConfig,
    }),
  ]);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // Vitest runs no teardown for a setup that threw: the workers that did start are stopped here, or they would
    // keep running (and loading the machine) after the run.
    await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
    throw failed.reason;
  }
  const all = started.map((result) => (result as PromiseFulfilledResult<LocalWorker>).value);
  const seeded = all.slice(0, seededStates.length);
  const workers = all.slice(seededStates.length);
  project.provide(
    'seededWorkers',
    seeded.map((worker, index) => ({ baseURL: worker.url, state: seededStates[index]! })),
  );
  project.provide('brokenBaseURL', workers[0]!.url);
  project.provide('degradedBaseURL', workers[1]!.url);
  project.provide('degradedState', degradedState);
  project.provide('pristineState', pristineState);
  project.provide('workerConfig', workerConfig);

  return async () => {
    await Promise.all([...seeded, ...workers].map((w) => w.stop()));
    // State goes; the worker logs stay beside it in tests/.artifacts for a failed run's post-mortem.
    rmSync(runDir, { recursive: true, force: true });
  };
}
