// The real worker on a fresh, seeded state folder of its own (tests/.artifacts/<name>-state), serving the built
// shell: what `npm run fuzz`, `npm run load` and `npm run bench` each start. Given a freshly prepared state to copy
// (the e2e setup's), it copies it rather than migrating and seeding again; given the e2e run's config, it serves
// that run's bundle (tests/e2e/test-config.ts) rather than bundling the sources again.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { prepareLocalState } from '../../worker/scripts/local-state';
import { type LocalWorker, startLocalWorker } from './local-worker';
import { startMiniflareWorker } from './miniflare-worker';

export async function startFreshWorker(
  root: string,
  name: string,
  vars?: Record<string, string>,
  preparedState?: string,
  config?: string,
): Promise<LocalWorker> {
  if (!existsSync(join(root, 'shell/dist/index.html'))) {
    throw new Error('shell/dist is missing: run `npm run build` first (the worker serves it).');
  }
  const state = join(root, `tests/.artifacts/${name}-state`);
  rmSync(state, { recursive: true, force: true });
  mkdirSync(state, { recursive: true });
  if (preparedState) cpSync(preparedState, state, { recursive: true });
  else prepareLocalState({ persistTo: state, cwd: root, quiet: true });
  const logFile = join(root, `tests/.artifacts/${name}-worker.log`);
  // The e2e run's config serves its bundle, in Miniflare directly as the run's other workers (miniflare-worker.ts).
  return config
    ? startMiniflareWorker({ root, persistTo: state, logFile, vars, config })
    : startLocalWorker({ root, persistTo: state, logFile, vars });
}
