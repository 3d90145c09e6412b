// A signed-in read checked moments ago on this isolate costs one round trip (the read), not two; a write always
// checks D1; a sign-out, signing out other devices or an account deletion made here is refused at once; a
// revocation made elsewhere (here: in D1 behind the worker's back) is refused once the memo is stale.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getWithSession, sendJson, sessionCookieOf, signUp } from '../../../tests/workers/session';
import { MEMO_MS, forgetAllSessions, memoizedUser, memoizeSession } from '../../src/auth/session-memo';
import { hashSessionToken } from '../../src/auth/session-token';
import { tripsByDestinationOf } from '../../src/http/server-timing';

const deleteBehindTheWorkersBack = async (token: string) =>
  env.DB.prepare('delete from sessions where token_hash = ?')
    .bind(await hashSessionToken(token))
    .run();

describe('the session memo', () => {
  it('answers the next reads from the first check: the read is their only round trip', async () => {
    const { token } = await signUp();
    forgetAllSessions();
    const first = await getWithSession('/api/bookmarks', token);
    expect(first.status).toBe(200);
    expect(tripsByDestinationOf(first)).toEqual({ primary: 0, replica: 2 });
    for (const path of ['/api/bookmarks', '/api/profile', '/api/toolkits/mine']) {
      const next = await getWithSession(path, token);
      expect(next.status, path).toBe(200);
      expect(tripsByDestinationOf(next), path).toEqual({ primary: 0, replica: 1 });
    }
  });

  it('never lets a write skip D1: a session revoked elsewhere still reads until the memo is stale, never writes', async () => {
    const { token } = await signUp();
    expect((await getWithSession('/api/bookmarks', token)).status).toBe(200);
    await deleteBehindTheWorkersBack(token);
    expect((await getWithSession('/api/bookmarks', token)).status).toBe(200);
    const save = await sendJson('/api/bookmarks', 'POST', { resourceId: 'notion', type: 'resource' }, { token });
    expect(save.status).toBe(401);
    // The refused write's check forgot it: the next read asks D1 too.
    expect((await getWithSession('/api/bookmarks', token)).status).toBe(401);
  });

  it('refuses a session signed out on this isolate at once', async () => {
    const { token } = await signUp();
    expect((await getWithSession('/api/profile', token)).status).toBe(200);
    await sendJson('/api/auth/sign-out', 'POST', {}, { token });
    expect((await getWithSession('/api/profile', token)).status).toBe(401);
  });

  it("refuses the other devices at once after 'Sign out everywhere else', keeping this one", async () => {
    const { email, password, token: phone } = await signUp();
    const signIn = await sendJson('/api/auth/sign-in', 'POST', { email, password });
    const laptop = sessionCookieOf(signIn)!;
    expect((await getWithSession('/api/profile', phone)).status).toBe(200);
    expect((await getWithSession('/api/profile', laptop)).status).toBe(200);
    expect((await sendJson('/api/account/sessions/others', 'DELETE', {}, { token: laptop })).status).toBe(200);
    expect((await getWithSession('/api/profile', phone)).status).toBe(401);
    expect((await getWithSession('/api/profile', laptop)).status).toBe(200);
  });

  it('refuses a deleted account at once', async () => {
    const { token } = await signUp();
    expect((await getWithSession('/api/profile', token)).status).toBe(200);
    expect((await sendJson('/api/account', 'DELETE', {}, { token })).status).toBe(200);
    expect((await getWithSession('/api/profile', token)).status).toBe(401);
  });

  it('forgets a check after MEMO_MS, and never past the session expiry', () => {
    const user = { id: 'u1', email: 'a@example.edu' };
    const now = 1_000_000;
    memoizeSession('hash-a', user, now + 60_000, now);
    expect(memoizedUser('hash-a', now + MEMO_MS - 1)).toEqual(user);
    expect(memoizedUser('hash-a', now + MEMO_MS)).toBeNull();
    memoizeSession('hash-b', user, now + 5, now);
    expect(memoizedUser('hash-b', now + 5)).toBeNull();
  });
});
