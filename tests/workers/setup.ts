// Runs before every worker test file. The workers project reuses one runtime across files (`isolate: false`:
// starting a fresh workerd per file was most of the project's time), so each file first puts D1, KV and R2 back
// to what a fresh database holds: every table, view and index dropped, the real migrations applied, the built-in
// catalog seeded, KV and R2 emptied. Files therefore still start from the same state, as with isolated storage.
import { env } from 'cloudflare:workers';
import { applyD1Migrations } from 'cloudflare:test';
import { bumpCatalogVersion } from '@quadkit/core/server/catalog-version';
import { createDb } from '@quadkit/core/server/db';
import { recentTrendingAnswers } from '@quadkit/trending/api';
import { seedCatalog } from '../../worker/src/seed/seed-catalog';
import { forgetTrendingHeaders } from '../../worker/src/hot-trending';

type Entry = { type: string; name: string; sql: string | null };

/** Drops what earlier files created: triggers, views, virtual tables (which take their shadow tables with them),
 * then the remaining tables. */
async function dropEverything(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    )
    .all<Entry>();
  if (results.length === 0) return;
  const virtual = results.filter((e) => /^CREATE VIRTUAL TABLE/i.test(e.sql ?? '')).map((e) => e.name);
  const isShadow = (name: string) => virtual.some((v) => name.startsWith(`${v}_`));
  const drop = (kind: string, names: string[]) =>
    names.map((name) => db.prepare(`DROP ${kind} IF EXISTS "${name.replaceAll('"', '""')}"`));
  const named = (type: string) => results.filter((e) => e.type === type).map((e) => e.name);
  const tables = results.filter((e) => e.type === 'table' && !virtual.includes(e.name) && !isShadow(e.name));
  await db.batch([...drop('TRIGGER', named('trigger')), ...drop('VIEW', named('view')), ...drop('TABLE', virtual)]);
  // A child table cannot be dropped once its parent is gone (its foreign keys name a missing table), so a table
  // goes only when no table left references it: the parents a table names are read from its CREATE statement.
  const parentsOf = new Map(
    tables.map((t) => [
      t.name,
      new Set([...(t.sql ?? '').matchAll(/REFERENCES\s+[`"']?(\w+)/gi)].map((m) => m[1]).filter((p) => p !== t.name)),
    ]),
  );
  let left = tables.map((t) => t.name);
  while (left.length > 0) {
    const free = left.filter((name) => !left.some((other) => parentsOf.get(other)?.has(name)));
    if (free.length === 0) throw new Error(`Foreign keys form a cycle among ${left.join(', ')}`);
    await db.batch(drop('TABLE', free));
    left = left.filter((name) => !free.includes(name));
  }
}

async function emptyKv(kv: KVNamespace): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ cursor });
    await Promise.all(page.keys.map((key) => kv.delete(key.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

async function emptyR2(bucket: R2Bucket): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

// The isolate's own copies outlive a file too (the runtime is shared): forget them with the storage.
recentTrendingAnswers.clear();
forgetTrendingHeaders();
await Promise.all([dropEverything(env.DB), emptyKv(env.CACHE), emptyR2(env.AVATARS)]);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await seedCatalog(createDb(env.DB));
// As `npm run seed` does: a catalog version of this file's own, so no edge-cached answer outlives its data.
await bumpCatalogVersion(env.CACHE);
