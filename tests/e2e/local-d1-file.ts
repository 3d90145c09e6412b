// A test's setup write (making an account an admin) straight into a local worker's D1 file, with Node's own
// SQLite. `wrangler d1 execute --local` does the same through a runtime of its own: about 3 CPU-s a call, where
// this takes milliseconds. SQLite's file locks and write-ahead log keep it safe beside the running worker, as they
// do for wrangler's. tests/e2e/local-state.test.ts still goes through wrangler, the developer's path.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

type NodeSqlite = typeof import('node:sqlite');

let sqlite: NodeSqlite | undefined;

/** node:sqlite, loaded once, without the experimental-feature warning it prints on every test run. */
function nodeSqlite(): NodeSqlite {
  if (sqlite) return sqlite;
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: never[]) => {
    if (!String(warning).includes('SQLite')) emitWarning.call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    sqlite = createRequire(import.meta.url)('node:sqlite') as NodeSqlite;
  } finally {
    process.emitWarning = emitWarning;
  }
  return sqlite;
}

/** The one D1 database under a --persist-to folder (Miniflare names its file by a hash of the binding's id). */
function d1File(persistTo: string): string {
  const folder = join(persistTo, 'v3/d1/miniflare-D1DatabaseObject');
  const files = readdirSync(folder).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`expected one D1 database in ${folder}, found ${files.length}`);
  return join(folder, files[0]!);
}

/** Runs SQL statements (no results) against the local D1 of a worker started with `persistTo`. */
export function writeLocalD1(persistTo: string, sql: string): void {
  const db = new (nodeSqlite().DatabaseSync)(d1File(persistTo));
  try {
    // The worker may be writing at the same moment: wait for its lock rather than fail.
    db.exec('PRAGMA busy_timeout = 5000');
    db.exec(sql);
  } finally {
    db.close();
  }
}
