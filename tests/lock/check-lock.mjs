// Keeps `npm ci` working on every developer's machine and in CI (`npm run lint:lock`, part of `npm run lint`):
// the lock must list every platform's native package of workerd, esbuild, Biome and TypeScript 7 (a lock
// regenerated from an existing node_modules drops the other platforms' ones, and `npm ci` then refuses it
// everywhere), it must hold one wrangler, one miniflare and one workerd (so `npm start` and the tests run the same
// runtime), and `npm ci --dry-run` must accept it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'));
const packages = lock.packages ?? {};
const problems = [];

/** Lock entries of a package, wherever npm placed it (hoisted or nested). */
const entriesOf = (name) =>
  Object.entries(packages).filter(
    ([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`),
  );

for (const name of ['workerd', 'esbuild', '@biomejs/biome', 'typescript-native']) {
  const entries = entriesOf(name);
  if (entries.length === 0) problems.push(`${name} is not in the lock`);
  for (const [path, entry] of entries) {
    for (const [platformPackage, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const found = entriesOf(platformPackage).some(([, e]) => e.version === version);
      if (!found) problems.push(`${path} needs ${platformPackage}@${version}, which the lock does not list`);
    }
  }
}

for (const name of ['wrangler', 'miniflare', 'workerd']) {
  const versions = [...new Set(entriesOf(name).map(([, entry]) => entry.version))];
  if (versions.length !== 1) problems.push(`${name}: expected one version in the lock, found ${versions.join(', ')}`);
}

try {
  execFileSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
} catch (error) {
  const stderr = String(error.stderr ?? '');
  const missing = stderr.split('\n').filter((line) => /Missing:|Invalid:|in sync/.test(line));
  problems.push(`npm ci --dry-run refuses the lock:\n  ${(missing.length ? missing : [stderr.trim()]).join('\n  ')}`);
}

if (problems.length > 0) {
  console.error(`package-lock.json is not installable everywhere:\n- ${problems.join('\n- ')}`);
  console.error('Regenerate it from scratch: rm -rf node_modules package-lock.json && npm install');
  process.exit(1);
}
console.log('package-lock.json: every platform package present, one wrangler/miniflare/workerd, npm ci accepts it');
