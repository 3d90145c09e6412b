// `npm start`: build the shell, migrate and seed the local D1 (state in .wrangler/state persists between
// runs), then serve the whole product with `wrangler dev --local` on http://localhost:8787.
import './offline';
import { spawn, spawnSync } from 'node:child_process';
import { prepareLocalState } from './local-state';

const port = process.env.PORT ?? '8787';

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

prepareLocalState();

const dev = spawn(
  'wrangler',
  // --test-scheduled: GET /__scheduled runs the cron's jobs (the trending refresh) without waiting 10 minutes.
  ['dev', '--local', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false', '--test-scheduled'],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => dev.kill(signal));
dev.on('exit', (code) => process.exit(code ?? 0));
