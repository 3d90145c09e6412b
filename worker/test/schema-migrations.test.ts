// The drizzle schema (what the code queries) and the SQL migrations (what D1 really holds) must describe the same
// tables: a column the schema names but no migration creates fails only at run time, on one route. Every table of
// the schema is compared with the migrated database: its columns, their types, NOT NULL and the primary key.
import { env } from 'cloudflare:workers';
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as schema from '@quadkit/core/server/schema/index';

type Column = { name: string; type: string; notnull: number; pk: number };

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
