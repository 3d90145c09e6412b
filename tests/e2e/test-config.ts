// Wrangler configs for the e2e run, generated into the run's folder (never committed, so no deploy can pick one
// up): the repo's local configuration serving a worker bundled once for the whole run, and the same without its
// KV and R2 bindings for the "degraded" worker (Workers AI is never bound locally), which shows what users get
// when those services are down.
//
// Bundled once: `wrangler dev` bundles the sources itself and then keeps esbuild polling them for changes, which
// cost each of the run's workers about 2 CPU seconds more to start and 2 % of a core for as long as it ran. The run's
// workers serve one bundle (`no_bundle`) in Miniflare (tests/e2e/miniflare-worker.ts). The bundle is made as
// `wrangler deploy` makes one, from tests/e2e/dev-entry.js: the worker with the one part of what dev wraps around
// it that the local runtime needs. Dev's `/__scheduled` is not part of it: tests run the cron through Miniflare's
// own `/cdn-cgi/local/scheduled`.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';

/** The bindings the degraded worker lacks. */
export const REMOVED_SECTIONS = ['[[kv_namespaces]]', '[[r2_buckets]]'] as const;
/** Bundling settings, which a config serving a finished bundle must not carry (its .txt modules load by
 * wrangler's default rule). */
const BUNDLING_SECTIONS = ['[[rules]]', '[alias]'] as const;

/** Runs a scheduled event (the cron's jobs: the trending refresh) on a local worker. */
export const scheduledURL = (baseURL: string) =>
  `${baseURL}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/10 * * * *')}`;

/** The bundle's entry, and so its main module's name in the bundle's folder. */
const ENTRY = 'tests/e2e/dev-entry.js';

/** Bundles the worker into `outDir` as `wrangler deploy` would, deploying nothing. */
export async function bundleWorker(root: string, outDir: string): Promise<void> {
  await promisify(execFile)('wrangler', ['deploy', '--dry-run', '--outdir', outDir, ENTRY], {
    cwd: root,
    env: { ...process.env, CI: 'true' },
  });
}

/** Writes a config serving the bundle in `bundleDir` (bundleWorker's) with the repo's local bindings, less those
 * in `without`. */
export function writeTestConfig(
  root: string,
  file: string,
  options: { bundleDir: string; without?: readonly string[] },
): void {
  const dropped: readonly string[] = [...BUNDLING_SECTIONS, ...(options.without ?? [])];
  const lines = readFileSync(join(root, 'wrangler.toml'), 'utf8').split('\n');
  const production = lines.findIndex((line) => line.startsWith('[env.production]'));
  const kept: string[] = [];
  let skipping = false;
  for (const line of lines.slice(0, production === -1 ? undefined : production)) {
    if (dropped.includes(line.trim())) skipping = true;
    else if (skipping && line.trim() === '') skipping = false;
    if (!skipping) kept.push(line);
  }
  // Paths in a config are relative to the config file: point them back at the repo.
  const text = kept
    .join('\n')
    .replace(
      /^main = "(.+)"$/m,
      () =>
        `main = ${JSON.stringify(join(options.bundleDir, basename(ENTRY)))}\nno_bundle = true\nfind_additional_modules = true`,
    )
    .replace(/^directory = "(.+)"$/m, (_, path: string) => `directory = ${JSON.stringify(join(root, path))}`)
    .replace(/^migrations_dir = "(.+)"$/m, (_, path: string) => `migrations_dir = ${JSON.stringify(join(root, path))}`);
  for (const section of dropped) {
    if (text.includes(section)) throw new Error(`the generated config still declares ${section}`);
  }
  if (!text.includes('no_bundle = true')) throw new Error('wrangler.toml has no `main` line to point at the bundle');
  writeFileSync(file, `# Generated for the e2e run by tests/e2e/test-config.ts.\n${text}\n`);
}
