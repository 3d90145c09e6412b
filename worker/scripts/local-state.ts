// Prepares a local state directory: applies D1 migrations and seeds the catalog, in one runtime (seed.ts --migrate).
// Shared by `npm start` and the end-to-end tests. Both steps are idempotent, so data written by earlier runs
// survives.
import './offline';
import { spawnSync } from 'node:child_process';

interface Options {
  /** A state folder of its own (wrangler's --persist-to); default .wrangler/state. */
  persistTo?: string;
  cwd?: string;
  /** Print the tools' output only when a step fails (tests). */
  quiet?: boolean;
}

function run(command: string, args: string[], { cwd, quiet }: Options): void {
  // CI=true makes wrangler skip its "continue?" prompt; stdin is closed for the same reason.
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, CI: 'true' },
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error(`\`${command} ${args.join(' ')}\` failed with exit code ${result.status}`);
  }
}

export function prepareLocalState(options: Options = {}): void {
  const persist = options.persistTo ? ['--persist-to', options.persistTo] : [];
  run('tsx', ['worker/scripts/seed.ts', '--migrate', ...persist], options);
}
