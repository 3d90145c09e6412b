// `npm run backup [-- --persist-to DIR] [--output FILE]`: a restorable SQL dump of the local D1 (default state
// .wrangler/state, as `npm start` keeps it), made from a copy so the live database is never changed; prints where
// the dump went and its row counts. `npm run backup -- --restore FILE --persist-to NEW_DIR` restores a dump into
// an empty state folder and rebuilds the search indexes (`npm start -- --persist-to NEW_DIR` then serves it).
import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { backupLocal, formatCounts, restoreLocal } from './local-backup';

const root = fileURLToPath(new URL('../..', import.meta.url));

const { values } = parseArgs({
  options: {
    'persist-to': { type: 'string' },
    output: { type: 'string' },
    restore: { type: 'string' },
  },
});

const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
if (values.restore) {
  const persistTo = values['persist-to'];
  if (!persistTo)
    throw new Error('--restore needs --persist-to NEW_DIR (an empty folder; the live state is not replaced)');
  const counts = restoreLocal({ root, file: values.restore, persistTo });
  console.log(`Restored ${values.restore} into ${persistTo}, search indexes rebuilt. Rows:\n${formatCounts(counts)}`);
} else {
  const persistTo = values['persist-to'] ?? join(root, '.wrangler/state');
  const folder = join(root, '.wrangler/backups');
  if (!values.output) {
    // Owner-only, also when an older backup made it with the umask's mode (docs/operations.md).
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    chmodSync(folder, 0o700);
  }
  const output = values.output ?? join(folder, `quadkit-${stamp}.sql`);
  const { file, counts } = backupLocal({ root, persistTo, output });
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(
    `Backup written to ${file}\nRows (${total} in ${Object.keys(counts).length} tables):\n${formatCounts(counts)}`,
  );
}
