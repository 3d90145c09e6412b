// `npm run check:startup` (part of `npm test`): bundles the production worker the way `wrangler deploy` would and
// profiles its startup (`wrangler check startup`, offline), prints the bundle's size and the startup CPU time, and
// fails when either nears the platform's limits: a Worker must start within 1 s of CPU, and the free plan takes
// at most 3 MiB of gzipped bundle. The figures are local CPU, not Cloudflare's, so the margin is wide.
import '../../worker/scripts/offline.ts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LIMITS = { gzipKiB: 3 * 1024, startupMs: 500 };

const scratch = mkdtempSync(join(tmpdir(), 'quadkit-startup-'));
let output;
try {
  output = execFileSync(
    join(root, 'node_modules/.bin/wrangler'),
    ['check', 'startup', '--env', 'production', '--outfile', join(scratch, 'startup.cpuprofile')],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const bundle = /Bundle: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
const active = /Active: ([\d.]+) ms/.exec(output);
if (!bundle || !active) {
  console.error(output);
  console.error('check:startup: wrangler check startup printed no bundle size or startup time');
  process.exit(1);
}
const figures = { rawKiB: Number(bundle[1]), gzipKiB: Number(bundle[2]), startupMs: Number(active[1]) };
console.log(
  `production worker: ${figures.rawKiB} KiB, ${figures.gzipKiB} KiB gzip (limit ${LIMITS.gzipKiB}); ` +
    `startup CPU ${figures.startupMs} ms locally (limit ${LIMITS.startupMs}, the platform's is 1,000)`,
);
const over = Object.entries(LIMITS).filter(([key, limit]) => figures[key] > limit);
if (over.length > 0) {
  console.error(`check:startup: over the limit: ${over.map(([key]) => key).join(', ')}`);
  process.exit(1);
}
