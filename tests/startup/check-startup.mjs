// `npm run check:startup` (part of `npm test`): bundles the production worker the way `wrangler deploy --env
// production` would and profiles its startup (`wrangler check startup`, offline), prints the bundle's size and the
// startup CPU time, and fails when either goes over its limit. Startup: a Worker must start within 1 s of CPU;
// the figure is local CPU, not Cloudflare's, so the margin is wide. Size: the platform takes 3 MiB gzip on the
// free plan, but every isolate loads and parses the bundle on a cold start, so the budget is the product's own.
import '../../worker/scripts/offline.ts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LIMITS = {
  // The production bundle's budget: it must not grow past this (zod's locales, a second copy of the catalog and
  // ajv, which cannot run on Workers, were taken out to get under it; see wrangler.toml's [alias]).
  gzipKiB: 682,
  startupMs: 500,
};

/** One `wrangler check startup`: the bundle's size and the startup time it profiled. */
function measure() {
  const scratch = mkdtempSync(join(tmpdir(), 'quadkit-startup-'));
  let output;
  try {
    output = execFileSync(
      join(root, 'node_modules/.bin/wrangler'),
      // `--args`: the deploy that check startup runs takes its own arguments; a top-level `--env` does not reach it.
      ['check', 'startup', '--args=--env=production', '--outfile', join(scratch, 'startup.cpuprofile')],
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
  return { rawKiB: Number(bundle[1]), gzipKiB: Number(bundle[2]), startupMs: Number(active[1]) };
}

// The profiler's "active" time counts the moments the thread waited for a core, so on a busy machine (in `npm test`
// it runs beside the Workers and UI tests) one reading can be 2-3 times the quiet one. A reading over the limit is
// taken again, up to three times, and the lowest counts: noise only ever adds time.
const readings = [measure()];
while (readings.at(-1).startupMs > LIMITS.startupMs && readings.length < 3) readings.push(measure());
const figures = readings.reduce((low, r) => (r.startupMs < low.startupMs ? r : low));
const retried = readings.length > 1 ? ` (lowest of ${readings.map((r) => r.startupMs).join(', ')} ms)` : '';
console.log(
  `production worker: ${figures.rawKiB} KiB, ${figures.gzipKiB} KiB gzip (limit ${LIMITS.gzipKiB}); ` +
    `startup CPU ${figures.startupMs} ms locally${retried} (limit ${LIMITS.startupMs}, the platform's is 1,000)`,
);
const over = Object.entries(LIMITS).filter(([key, limit]) => figures[key] > limit);
if (over.length > 0) {
  console.error(`check:startup: over the limit: ${over.map(([key]) => key).join(', ')}`);
  process.exit(1);
}
