// `npm run lint:migrations` (part of `npm run lint`): drizzle-kit, run on worker/drizzle.config.ts's schema (every
// package's tables) against a copy of migrations/, must find nothing to write. A schema change without its migration (or a migration the snapshot
// does not know) fails here, in CI, instead of stopping the next contributor's `npm run db:generate` at a prompt.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
// drizzle-kit takes `out` relative to the working directory, so the copy lives inside the project.
const scratch = 'node_modules/.cache/migrations-check';
rmSync(join(root, scratch), { recursive: true, force: true });
mkdirSync(join(root, scratch), { recursive: true });
cpSync(join(root, 'migrations'), join(root, scratch, 'migrations'), { recursive: true });
const config = join(root, scratch, 'drizzle.config.ts');
// The project's own config (so the check reads the same tables), writing into the copy.
writeFileSync(
  config,
  `import base from '../../../worker/drizzle.config';\nexport default { ...base, out: './${scratch}/migrations' };\n`,
);

const before = readdirSync(join(root, scratch, 'migrations')).length;
let output = '';
let failed = false;
try {
  output = execFileSync(join(root, 'node_modules/.bin/drizzle-kit'), ['generate', '--config', config], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
} catch (error) {
  failed = true;
  output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
}
const written = readdirSync(join(root, scratch, 'migrations')).length - before;
rmSync(join(root, scratch), { recursive: true, force: true });

if (failed || written > 0 || !output.includes('No schema changes')) {
  console.error(output.trim());
  console.error(
    '\nThe drizzle schema (the tables worker/drizzle.config.ts lists) and migrations/ disagree: run `npm run db:generate` and commit the migration it writes (docs/operations.md, "Migrations").',
  );
  process.exit(1);
}
console.log('migrations: the schema and migrations/ agree (drizzle-kit has nothing to generate)');
