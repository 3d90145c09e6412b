// Writes a wrangler config for the "degraded" e2e worker: the repo's local configuration without its KV and R2
// bindings (Workers AI is never bound locally), so tests see what users get when those services are down. It is
// generated into the test run's folder and never committed, so no deploy can pick it up.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The bindings the degraded worker lacks. */
export const REMOVED_SECTIONS = ['[[kv_namespaces]]', '[[r2_buckets]]'] as const;

export function writeDegradedConfig(root: string, file: string): void {
  const lines = readFileSync(join(root, 'wrangler.toml'), 'utf8').split('\n');
  const production = lines.findIndex((line) => line.startsWith('[env.production]'));
  const kept: string[] = [];
  let skipping = false;
  for (const line of lines.slice(0, production === -1 ? undefined : production)) {
    if ((REMOVED_SECTIONS as readonly string[]).includes(line.trim())) skipping = true;
    else if (skipping && line.trim() === '') skipping = false;
    if (!skipping) kept.push(line);
  }
  // Paths in a config are relative to the config file: point them back at the repo.
  const text = kept
    .join('\n')
    .replace(/^main = "(.+)"$/m, (_, path: string) => `main = ${JSON.stringify(join(root, path))}`)
    .replace(/^directory = "(.+)"$/m, (_, path: string) => `directory = ${JSON.stringify(join(root, path))}`)
    .replace(/^migrations_dir = "(.+)"$/m, (_, path: string) => `migrations_dir = ${JSON.stringify(join(root, path))}`)
    // [alias] entries: "module" = "./path".
    .replace(
      /^("[^"]+" = )"(\.\/.+)"$/gm,
      (_, key: string, path: string) => `${key}${JSON.stringify(join(root, path))}`,
    );
  for (const section of REMOVED_SECTIONS) {
    if (text.includes(section)) throw new Error(`the degraded config still declares ${section}`);
  }
  writeFileSync(file, `# Generated for the e2e run by tests/e2e/degraded-config.ts: no KV, no R2.\n${text}\n`);
}
