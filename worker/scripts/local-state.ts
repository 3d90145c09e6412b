// Prepares a local state directory: applies D1 migrations and seeds the catalog. Shared by `npm start`
// and the end-to-end tests. Both steps are idempotent, so data written by earlier runs survives.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';

function run(command: string, args: string[], options: SpawnSyncOptions = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, CI: 'true' }, ...options });
  if (result.status !== 0) {
    throw new Error(`\`${command} ${args.join(' ')}\` failed with exit code ${result.status}`);
  }
}

export function prepareLocalState({ persistTo, cwd }: { persistTo?: string; cwd?: string } = {}): void {
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  // CI=true makes wrangler skip its "continue?" prompt; stdin is closed for the same reason.
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...persist], { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  run('tsx', ['worker/scripts/seed.ts', ...persist], { cwd });
}
