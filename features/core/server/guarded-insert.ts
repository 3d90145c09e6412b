// INSERT … SELECT … WHERE <condition>: rows that are written only if a condition holds when the statement runs,
// e.g. a rate-limit count made earlier in the same D1 batch. Lets a check and its write share one transaction
// and one round trip without a read in between.
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './db';

/**
 * The insert of `rows` (values by field name, as for `.values()`) guarded by `condition`. Every column of the
 * table is listed (drizzle's INSERT … SELECT does that); a missing value is NULL, which an autoincrement id fills.
 */
export function guardedInsert<T extends SQLiteTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  condition: SQL,
) {
  const columns = Object.entries(getTableColumns(table));
  const values = sql.join(
    rows.map((row) => {
      const cells = columns.map(([field, column]) => {
        const value = (row as Record<string, unknown>)[field];
        // NULL is written inline: D1 binds at most 100 parameters, so only real values take one.
        return value === undefined || value === null ? sql.raw('NULL') : sql`${column.mapToDriverValue(value)}`;
      });
      return sql`(${sql.join(cells, sql`, `)})`;
    }),
    sql`, `,
  );
  return db.insert(table).select(sql`SELECT * FROM (VALUES ${values}) WHERE ${condition}`);
}
