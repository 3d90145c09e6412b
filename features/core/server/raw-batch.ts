// Several raw SQL reads in one round trip: D1's own batch, since drizzle's db.batch cannot bind the values of a raw
// `sql` query (drizzle 0.45 looks for a prepared statement that a raw query does not have). The statements are
// drizzle `sql` templates, turned into SQL text and bound values as drizzle does.
import type { SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { Db } from './db';

const dialect = new SQLiteAsyncDialect();

/** A statement and how to read its rows. */
export interface Planned<T> {
  query: SQL;
  read: (rows: unknown[]) => T;
}

/** Runs the statements in one D1 batch and reads each one's rows. */
export async function runPlanned<T extends unknown[]>(db: Db, planned: { [K in keyof T]: Planned<T[K]> }): Promise<T> {
  if (planned.length === 0) return [] as unknown as T;
  // drizzle(d1) returns the database with its client as $client; the Db type (DrizzleD1Database) leaves it out.
  const d1 = (db as Db & { $client: D1Database }).$client;
  const queries = planned.map(({ query }) => dialect.sqlToQuery(query));
  const statements = queries.map(({ sql, params }) => d1.prepare(sql).bind(...params));
  const answers = await d1.batch(statements).catch((cause: unknown) => {
    // Named like drizzle's own errors, so a failure reads the same whichever path ran it.
    throw new Error(`Failed query: ${queries.map((q) => q.sql.trim()).join('; ')}`, { cause });
  });
  return planned.map((p, i) => p.read(answers[i]?.results ?? [])) as T;
}
