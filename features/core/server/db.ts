// The typed drizzle client over D1 that every request gets as c.var.db.
import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';
import * as schema from './schema';

export type Db = DrizzleD1Database<typeof schema>;

/**
 * One client per D1 binding, made on first use and kept for the isolate's life: drizzle derives the relational
 * config of the whole schema on every drizzle() call, which was most of a bare request's CPU. The client holds
 * no per-request state (the binding and the dialect), so reusing it across requests is safe; a new binding
 * object (another test's env) gets its own.
 */
const clients = new WeakMap<D1Database, Db>();

export function createDb(d1: D1Database): Db {
  let db = clients.get(d1);
  if (!db) {
    db = drizzle(d1, { schema });
    clients.set(d1, db);
  }
  return db;
}
