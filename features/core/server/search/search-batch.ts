// Several raw search statements in one round trip: D1's own batch, since drizzle's db.batch does not take raw
// SQL. The statements are drizzle `sql` templates, turned into SQL text and bound values as drizzle does.
// A round trip to D1 costs more than the statements of a search (docs/decisions/0014-search-quality.md), so
// every source's first statements travel together (runSteps) and a source adds a round trip only when its
// first answer needs another stage.
import type { SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db';

const dialect = new SQLiteAsyncDialect();

/** A statement of a search stage and how to read its rows. */
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

/** A source's first statements and what it makes of their answers (it may run further stages itself). */
export interface Step<T> {
  planned: Planned<unknown>[];
  finish: (answers: unknown[]) => Promise<T>;
}

/**
 * Every step's statements in one batch, each step finished on its own answers. A batch fails as a whole, so
 * when it does, each step runs again in a batch of its own: a failing source then fails alone (and is
 * skipped by the caller) while the others still answer.
 */
export async function runSteps<T>(db: Db, steps: readonly Step<T>[]): Promise<PromiseSettledResult<T>[]> {
  let answers: unknown[];
  try {
    answers = await runPlanned(
      db,
      steps.flatMap((s) => s.planned),
    );
  } catch (error) {
    if (steps.length === 1) return [{ status: 'rejected', reason: error }];
    return Promise.allSettled(steps.map(async (s) => s.finish(await runPlanned(db, s.planned))));
  }
  let at = 0;
  return Promise.allSettled(
    steps.map((s) => {
      const mine = answers.slice(at, at + s.planned.length);
      at += s.planned.length;
      return s.finish(mine);
    }),
  );
}
