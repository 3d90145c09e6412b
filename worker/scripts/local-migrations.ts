// Applies migrations/ to a local D1 the way `wrangler d1 migrations apply DB --local` does (the same tracking table
// and names, the same statement splitter, one batch per file with its tracking row), but in the caller's runtime:
// wrangler starts a runtime of its own for each file, about 1 s of CPU each, 17 s for a fresh state. Either tool
// sees what the other applied.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unstable_splitSqlQuery as splitSqlQuery } from 'wrangler';

/** wrangler's default (wrangler.toml names no `migrations_table`). */
const TABLE = 'd1_migrations';

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "${TABLE}"(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;

/** The names of the files it applied, in order (none when the database is up to date). */
export async function applyLocalMigrations(db: D1Database, directory: string): Promise<string[]> {
  await db.prepare(CREATE_TABLE).run();
  const { results } = await db.prepare(`SELECT name FROM "${TABLE}" ORDER BY id`).all<{ name: string }>();
  const applied = new Set(results.map((row) => row.name));
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const done: string[] = [];
  for (const name of files) {
    if (applied.has(name)) continue;
    const sql = `${readFileSync(join(directory, name), 'utf8')}\nINSERT INTO "${TABLE}" (name)\nvalues ('${name.replace(/'/g, "''")}');`;
    try {
      await db.batch(splitSqlQuery(sql).map((statement) => db.prepare(statement)));
    } catch (error) {
      throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
    }
    done.push(name);
  }
  return done;
}
