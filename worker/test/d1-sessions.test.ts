// D1 read replication through the Sessions API (worker/src/http/d1-bookmark.ts): every request opens one session,
// from the bookmark cookie a write handed out, else unconstrained; reads count as replica trips, writes as the
// primary's; without the Sessions API the worker falls back to the binding (every trip the primary's).
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../src/index';
import { BOOKMARK_COOKIE } from '../src/http/d1-bookmark';
import { tripsByDestinationOf } from '../src/http/server-timing';
import { ORIGIN } from '../../tests/workers/call-worker';
import { SESSION_COOKIE, sendJson, sessionCookieOf, signUp, uniqueEmail } from '../../tests/workers/session';

/** The real D1 binding, with the constraints or bookmarks passed to withSession written down. */
function recordingDb(opened: string[], withSessions = true): D1Database {
  return new Proxy(env.DB, {
    get(target, key) {
      if (key === 'withSession') {
        if (!withSessions) return undefined;
        return (constraint: string) => {
          opened.push(constraint);
          return target.withSession(constraint);
        };
      }
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function call(db: D1Database, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Origin', ORIGIN);
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers }), { ...env, DB: db }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const bookmarkSetBy = (response: Response) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${BOOKMARK_COOKIE}=`));

describe('D1 sessions and the bookmark cookie', () => {
  it('an anonymous read opens an unconstrained session, reads a replica and sets no cookie', async () => {
    const opened: string[] = [];
    const response = await call(recordingDb(opened), '/api/categories?fresh=1');
    expect(response.status).toBe(200);
    expect(opened).toEqual(['first-unconstrained']);
    expect(tripsByDestinationOf(response)).toEqual({ primary: 0, replica: 1 });
    expect(bookmarkSetBy(response)).toBeUndefined();
  });

  it('a write hands back its bookmark (HttpOnly, SameSite=Lax), and the next request reads from it', async () => {
    const opened: string[] = [];
    const db = recordingDb(opened);
    const email = uniqueEmail();
    const signedUp = await call(db, '/api/auth/sign-up', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse-42' }),
    });
    expect(signedUp.status).toBe(201);
    const { user } = (await signedUp.json()) as { user: { id: string } };
    expect(tripsByDestinationOf(signedUp)?.primary).toBeGreaterThan(0);
    const line = bookmarkSetBy(signedUp);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\//);
    expect(line).not.toMatch(/Secure/); // plain-HTTP localhost; every other host gets Secure (next test)
    const bookmark = line!.split(';')[0]!.slice(BOOKMARK_COOKIE.length + 1);
    const token = sessionCookieOf(signedUp);

    const profile = await call(db, '/api/profile', {
      headers: { Cookie: `${SESSION_COOKIE}=${token}; ${BOOKMARK_COOKIE}=${bookmark}` },
    });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { profile: { user_id: string } }).profile.user_id).toBe(user.id);
    expect(opened).toEqual(['first-unconstrained', bookmark]);
    expect(tripsByDestinationOf(profile)?.primary).toBe(0);
    expect(bookmarkSetBy(profile)).toBeUndefined(); // a read hands out nothing
  });

  it('a password change hands back its bookmark: the next read there sees the other device signed out', async () => {
    const opened: string[] = [];
    const db = recordingDb(opened);
    const first = await signUp();
    const other = await sendJson('/api/auth/sign-in', 'POST', { email: first.email, password: first.password });
    const otherToken = sessionCookieOf(other);
    const answer = await call(db, '/api/account/password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `${SESSION_COOKIE}=${first.token}` },
      body: JSON.stringify({ currentPassword: 'correct-horse-42', newPassword: 'another-horse-43!' }),
    });
    expect(answer.status).toBe(200);
    const bookmark = bookmarkSetBy(answer)!.split(';')[0]!;
    opened.length = 0;
    const next = await call(db, '/api/profile', {
      headers: { Cookie: `${SESSION_COOKIE}=${otherToken}; ${bookmark}` },
    });
    expect(next.status).toBe(401);
    expect(opened).toEqual([bookmark.slice(BOOKMARK_COOKIE.length + 1)]);
  });

  it('sign-out drops the bookmark with the session: a signed-out browser keeps no cookie of ours', async () => {
    const { token } = await signUp();
    const bookmark = `${BOOKMARK_COOKIE}=00000000-00000001-00000000-00000000000000000000000000000000`;
    const answer = await call(env.DB, '/api/auth/sign-out', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `${SESSION_COOKIE}=${token}; ${bookmark}` },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    expect(bookmarkSetBy(answer)).toMatch(/^qk_d1=; Max-Age=0/);
    const next = await call(env.DB, '/api/profile', { headers: { Cookie: `${SESSION_COOKIE}=${token}` } });
    expect(next.status).toBe(401);
  });

  it('an anonymous write (an analytics event) hands out no bookmark: the visitor keeps the kept pages', async () => {
    const answer = await call(env.DB, '/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ events: [{ name: 'page_view', path: '/browse', properties: {} }] }),
    });
    expect(answer.status).toBeLessThan(300);
    expect(tripsByDestinationOf(answer)?.primary).toBe(1);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('the cookie is Secure away from localhost', async () => {
    const { bookmarkCookie } = await import('../src/http/d1-bookmark');
    const session = env.DB.withSession('first-unconstrained');
    await session.prepare('SELECT 1').first();
    const request = new Request('https://quadkit.example/api/bookmarks', {
      method: 'POST',
      headers: { Cookie: `${SESSION_COOKIE}=token` },
    });
    expect(bookmarkCookie(request, new Response(null), session)).toMatch(/; Secure$/);
  });

  it('a forged bookmark is ignored: the session starts unconstrained', async () => {
    const opened: string[] = [];
    const response = await call(recordingDb(opened), '/api/majors', {
      headers: { Cookie: `${BOOKMARK_COOKIE}=not-a-bookmark` },
    });
    expect(response.status).toBe(200);
    expect(opened).toEqual(['first-unconstrained']);
  });

  it('without the Sessions API the worker reads the binding itself, every trip the primary', async () => {
    const opened: string[] = [];
    const { token } = await signUp();
    const response = await call(recordingDb(opened, false), '/api/profile', {
      headers: { Cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(response.status).toBe(200);
    expect(opened).toEqual([]);
    expect(tripsByDestinationOf(response)).toEqual({ primary: 2, replica: 0 });
    const saved = await sendJson('/api/bookmarks', 'POST', { resourceId: 'notion', type: 'resource' }, { token });
    expect(saved.status).toBe(201);
  });
});
