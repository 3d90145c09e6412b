// The drizzle schema (what the code queries) and the SQL migrations (what D1 really holds) must describe the same
// tables: a column the schema names but no migration creates fails only at run time, on one route. Every table of
// the schema is compared with the migrated database: its columns, their types, NOT NULL and the primary key.
import { env } from 'cloudflare:workers';
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as browse from '@quadkit/browse/schema';
import * as bulletin from '@quadkit/bulletin/schema';
import * as core from '@quadkit/core/server/schema';
import * as submissions from '@quadkit/submissions/schema';
import * as toolkits from '@quadkit/toolkits/schema';
import * as trending from '@quadkit/trending/schema';

type Column = { name: string; type: string; notnull: number; pk: number };

// Every package's tables, as worker/drizzle.config.ts gives them to drizzle-kit.
const schema = { ...core, ...browse, ...bulletin, ...submissions, ...toolkits, ...trending };
const tables: SQLiteTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is SQLiteTable =>
  is(value, SQLiteTable),
);

async function columnsInD1(table: string): Promise<Column[]> {
  const { results } = await env.DB.prepare(`PRAGMA table_info("${table}")`).all<Column>();
  return results;
}

describe('schema and migrations', () => {
  it('the schema has tables to compare', () => {
    expect(tables.length).toBeGreaterThan(20);
  });

  it('every table the migrations make belongs to some package schema', async () => {
    // search_vocab is the search index's word list, filled by SQL triggers (migrations/0010), never by drizzle.
    const outsideDrizzle = ['search_vocab'];
    // Full-text indexes are virtual tables with shadow tables of their own; drizzle does not describe them.
    const { results } = await env.DB.prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
    ).all<{ name: string; sql: string }>();
    const virtual = results.filter((t) => t.sql.startsWith('CREATE VIRTUAL TABLE')).map((t) => t.name);
    const plain = results
      .map((t) => t.name)
      .filter((name) => !virtual.some((v) => name === v || name.startsWith(`${v}_`)) && !outsideDrizzle.includes(name))
      .sort();
    expect(plain).toEqual(tables.map((t) => getTableConfig(t).name).sort());
  });

  for (const table of tables) {
    const config = getTableConfig(table);
    it(`${config.name}: the migrated table has the schema's columns`, async () => {
      const inD1 = await columnsInD1(config.name);
      expect(inD1.length, `${config.name} is missing from the migrated D1`).toBeGreaterThan(0);
      const describe = (c: { name: string; type: string; notNull: boolean; primary: boolean }) =>
        `${c.name} ${c.type.toLowerCase()}${c.notNull ? ' not null' : ''}${c.primary ? ' pk' : ''}`;
      const compositePk = new Set(config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name)));
      const fromSchema = config.columns
        .map((c) =>
          describe({
            name: c.name,
            type: c.getSQLType(),
            // SQLite reports NOT NULL on a primary key only when the DDL says so; drizzle always does: not compared.
            notNull: c.notNull && !c.primary,
            primary: c.primary || compositePk.has(c.name),
          }),
        )
        .sort();
      const soleKey = inD1.filter((c) => c.pk > 0).length === 1;
      const fromD1 = inD1
        .map((c) =>
          describe({
            name: c.name,
            type: c.type,
            notNull: c.notnull === 1 && !(soleKey && c.pk > 0),
            primary: c.pk > 0,
          }),
        )
        .sort();
      expect(fromD1).toEqual(fromSchema);
    });
  }
});
