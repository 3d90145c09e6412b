// Starts the smallest worker in the app's shape (tests/bench/stack-floor/: the asset router in front, one D1 binding),
// on its own fresh state: what any answer costs on this machine before the app does anything. Benches measure
// it beside their own rows, so a target below what the stack itself allows shows as such.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type LocalWorker, startLocalWorker } from '../e2e/local-worker';

/** GET /d1 runs one `SELECT 1` (one D1 round trip), GET /edge-miss an edge-cache miss around it (worker.js); any
 * other path answers 'ok' at once. */
export async function startStackFloor(root: string): Promise<LocalWorker> {
  const state = join(root, 'tests/.artifacts/bench-stack-floor');
  rmSync(state, { recursive: true, force: true });
  return startLocalWorker({
    root,
    persistTo: state,
    logFile: join(root, 'tests/.artifacts/bench-stack-floor.log'),
    config: join(root, 'tests/bench/stack-floor/wrangler.toml'),
  });
}
