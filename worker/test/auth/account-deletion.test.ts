// DELETE /api/account: every row and R2 object of the user goes, in every table, and nothing of anyone else.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { DeleteAccountResponse } from '@quadkit/core/shared/auth-responses';
import { callWorker } from '../../../tests/workers/call-worker';
import { getWithSession, send, sendJson, sessionCookieOf, signUp, type SignedUp } from '../../../tests/workers/session';

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
);

/** Gives the user a row in every user table there is today, through the API where one exists. Returns the ids made. */
async function fillAccount(account: SignedUp, tag: string): Promise<string[]> {
  const { id, email } = account.user;
  await sendJson('/api/profile', 'PUT', { major: 'History', onboarded: true }, { token: account.token });
  const avatar = await send('/api/profile/avatar', 'POST', PNG, {
    token: account.token,
    headers: { 'Content-Type': 'image/png' },
  });
  expect(avatar.status).toBe(200);
  // A second session, and a stray avatar object from an upload whose row never got written.
  await sendJson('/api/auth/sign-in', 'POST', { email, password: account.password });
  await env.AVATARS.put(`avatars/${id}-stray.png`, PNG);
  const toolkit = `tk-${tag}`;
  const ids = [toolkit, `bm-${tag}`, `bs-${tag}`, `rs-${tag}`, `rr-${tag}`];
  const db = env.DB;
  await db.batch([
    db
      .prepare("insert into toolkits (id, user_id, title, description) values (?, ?, 'Mine', 'My own toolkit')")
      .bind(toolkit, id),
    db
      .prepare("insert into toolkit_resources (toolkit_id, resource_id, position) values (?, 'notion', 0)")
      .bind(toolkit),
    db
      .prepare("insert into bookmarks (id, user_id, resource_id, type) values (?, ?, 'notion', 'resource')")
      .bind(ids[1], id),
    db
      .prepare("insert into bulletin_submissions (id, user_id, title, body) values (?, ?, 'A title', 'A body')")
      .bind(ids[2], id),
    db
      .prepare(
        "insert into resource_submissions (id, user_id, name, url, description, category) values (?, ?, 'n', 'https://x.example', 'd', 'Research')",
      )
      .bind(ids[3], id),
    db
      .prepare("insert into resource_reports (id, resource_id, reason, user_id) values (?, 'notion', 'outdated', ?)")
      .bind(ids[4], id),
    db.prepare("insert into user_interactions (user_id, resource_id, type) values (?, 'notion', 'view')").bind(id),
    db
      .prepare(
        "insert into analytics_events (user_id, event_name, path, timestamp) values (?, 'page_view', '/', '2026-01-01T00:00:00Z')",
      )
      .bind(id),
    db
      .prepare("insert into sign_in_failures (email, client_address, failed_at) values (?, 'local', ?)")
      .bind(email, Date.now()),
    db.prepare('insert into admin_users (email) values (?)').bind(email),
    // A rate-limit counter keyed by the user's id (posts, chat…) must go with the account too.
    db.prepare('insert into rate_limit_counters (key, window_start, hits) values (?, 0, 1)').bind(`test:user:${id}`),
  ]);
  return ids;
}

interface Column {
  table: string;
  column: string;
}

/** Every column of every table, bar D1's bookkeeping, SQLite's own tables and FTS5 shadow tables. */
async function everyColumn(): Promise<Column[]> {
  const { results: tables } = await env.DB.prepare("select name, sql from sqlite_master where type = 'table'").all<{
    name: string;
    sql: string;
  }>();
  const virtual = tables.filter((t) => /^create virtual table/i.test(t.sql)).map((t) => t.name);
  const skip = (name: string) =>
    name === 'd1_migrations' ||
    name.startsWith('_cf_') ||
    name.startsWith('sqlite_') ||
    virtual.some((v) => name.startsWith(`${v}_`));
  const columns: Column[] = [];
  for (const { name } of tables.filter((t) => !skip(t.name))) {
    const { results } = await env.DB.prepare('select name from pragma_table_info(?)')
      .bind(name)
      .all<{ name: string }>();
    for (const { name: column } of results) columns.push({ table: name, column });
  }
  return columns;
}

/** "table.column" for each column holding a value that contains the needle (one query per table, not per column). */
async function whereFound(columns: Column[], needle: string): Promise<string[]> {
  const byTable = new Map<string, Column[]>();
  for (const c of columns) byTable.set(c.table, [...(byTable.get(c.table) ?? []), c]);
  const found: string[] = [];
  for (const [table, cols] of byTable) {
    const counts = cols.map(({ column }, i) => `sum(cast("${column}" as text) like ?1) as c${i}`).join(', ');
    const row = await env.DB.prepare(`select ${counts} from "${table}"`)
      .bind(`%${needle}%`)
      .first<Record<string, number | null>>();
    cols.forEach(({ column }, i) => {
      if ((row?.[`c${i}`] ?? 0) > 0) found.push(`${table}.${column}`);
    });
  }
  return found;
}

describe('DELETE /api/account', () => {
  it('removes every row of the user in every table and every R2 object, and nothing of anyone else', async () => {
    const alice = await signUp();
    const bob = await signUp();
    const aliceIds = await fillAccount(alice, 'alice');
    const bobIds = await fillAccount(bob, 'bob');
    // Bob bookmarked Alice's toolkit: that bookmark would point at nothing once it is gone.
    await env.DB.prepare(
      "insert into bookmarks (id, user_id, resource_id, type) values ('bm-bob-alice', ?, 'tk-alice', 'toolkit')",
    )
      .bind(bob.user.id)
      .run();

    const columns = await everyColumn();
    expect(columns.map((c) => c.table)).toEqual(
      expect.arrayContaining(['users', 'sessions', 'user_preferences', 'toolkits']),
    );
    const needles = [alice.user.id, alice.email, ...aliceIds];
    for (const needle of needles) expect(await whereFound(columns, needle), needle).not.toEqual([]);

    const response = await send('/api/account', 'DELETE', null, { token: alice.token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(sessionCookieOf(response)).toBe('');

    for (const needle of needles) expect(await whereFound(columns, needle), needle).toEqual([]);
    expect((await env.AVATARS.list({ prefix: `avatars/${alice.user.id}` })).objects).toEqual([]);

    // Bob keeps everything of his own.
    for (const needle of [bob.user.id, bob.email, ...bobIds])
      expect(await whereFound(columns, needle), needle).not.toEqual([]);
    expect((await env.AVATARS.list({ prefix: `avatars/${bob.user.id}-` })).objects).toHaveLength(2);
    expect((await getWithSession('/api/auth/session', bob.token)).status).toBe(200);
  });

  it('signs the user out for good: the old cookie is refused and the password no longer signs in', async () => {
    const account = await signUp();
    await send('/api/account', 'DELETE', null, { token: account.token });
    expect((await getWithSession('/api/profile', account.token)).status).toBe(401);
    const signIn = await sendJson('/api/auth/sign-in', 'POST', { email: account.email, password: account.password });
    expect(signIn.status).toBe(401);
    expect(await signIn.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'Invalid login credentials' },
    });
  });

  it('lets the e-mail sign up again afresh, without the old admin rights', async () => {
    const account = await signUp();
    await env.DB.prepare('insert into admin_users (email) values (?)').bind(account.email).run();
    await send('/api/account', 'DELETE', null, { token: account.token });
    const again = await signUp(account.email);
    expect(again.user.id).not.toBe(account.user.id);
    expect(again.user.isAdmin).toBe(false);
  });

  it('answers 401 with { success: false, error } when signed out', async () => {
    const response = await send('/api/account', 'DELETE', null);
    expect(response.status).toBe(401);
    const body = (await response.json()) as DeleteAccountResponse;
    expect(body).toEqual({ success: false, error: 'Auth session missing!' });
  });

  it('runs on a D1 that enforces foreign keys (so deleting the user cascades to every row with its user_id)', async () => {
    const orphan = env.DB.prepare(
      "insert into sessions (token_hash, user_id, expires_at) values ('x', 'no-such-user', 0)",
    );
    await expect(orphan.run()).rejects.toThrow(/FOREIGN KEY constraint failed/);
  });

  it('is not reachable with GET', async () => {
    expect((await callWorker('/api/account')).status).toBe(404);
  });
});
