// Before the end-to-end files: a seeded worker on fresh local state, plus a second worker whose D1 was
// never migrated (every query fails) for the fallback paths. Their URLs reach tests through inject().
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { prepareLocalState } from '../../worker/scripts/local-state';
import { startLocalWorker, type LocalWorker } from './local-worker';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    brokenBaseURL: string;
    /** The seeded worker's local state folder (for `npm run make-admin -- … --persist-to`). */
    statePath: string;
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
  prepareLocalState({ persistTo: seededState, cwd: root, quiet: true });

  const workers: LocalWorker[] = await Promise.all([
    startLocalWorker({ root, persistTo: seededState, logFile: `${runDir}-worker.log` }),
    startLocalWorker({ root, persistTo: emptyState, logFile: `${runDir}-worker-broken.log`, expectHealthy: false }),
  ]);
  project.provide('baseURL', workers[0]!.url);
  project.provide('brokenBaseURL', workers[1]!.url);
  project.provide('statePath', seededState);

  return async () => {
    await Promise.all(workers.map((w) => w.stop()));
    // State goes; the worker logs stay beside it in tests/.artifacts for a failed run's post-mortem.
    rmSync(runDir, { recursive: true, force: true });
  };
}
