// The typed drizzle client over D1 that every request gets as c.var.db.
import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';

/**
 * Without a schema: the tables live in several packages (core's shared ones, each feature's own), and nothing uses
 * drizzle's relational `db.query` API, which is all a schema here would give.
 */
export type Db = DrizzleD1Database;

/**
 * One client per D1 binding, made on first use and kept for the isolate's life. The client holds no per-request
 * state (the binding and the dialect), so reusing it across requests is safe; a new binding object (another
 * test's env) gets its own.
 */
const clients = new WeakMap<D1Database, Db>();

export function createDb(d1: D1Database): Db {
  let db = clients.get(d1);
  if (!db) {
    db = drizzle(d1);
    clients.set(d1, db);
  }
  return db;
}
