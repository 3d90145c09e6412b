// Sessions: only a hash is stored, expired and revoked sessions are refused, and the expiry slides.
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '@quadkit/core/shared/auth-responses';
import { getWithSession, sendJson, sessionCookieOf, signUp } from '../../../tests/workers/session';
import { forgetAllSessions } from '../../src/auth/session-memo';
import { hashSessionToken } from '../../src/auth/session-token';
import { tripsByDestinationOf } from '../../src/http/server-timing';

const DAY = 24 * 60 * 60 * 1000;

const sessionRow = (token: string) =>
  hashSessionToken(token).then((hash) =>
    env.DB.prepare('select token_hash, user_id, expires_at from sessions where token_hash = ?')
      .bind(hash)
      .first<{ token_hash: string; user_id: string; expires_at: number }>(),
  );

const setExpiry = async (token: string, expiresAt: number) =>
  env.DB.prepare('update sessions set expires_at = ? where token_hash = ?')
    .bind(expiresAt, await hashSessionToken(token))
    .run();

describe('sessions', () => {
  it('stores only the SHA-256 of the token, never the token', async () => {
    const { token, user } = await signUp();
    const row = await sessionRow(token);
    expect(row).toMatchObject({ user_id: user.id, token_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const leaked = await env.DB.prepare('select count(*) as n from sessions where token_hash = ?')
      .bind(token)
      .first<{ n: number }>();
    expect(leaked?.n).toBe(0);
  });

  it('starts a session that lasts 30 days', async () => {
    const before = Date.now();
    const { token } = await signUp();
    const row = await sessionRow(token);
    expect(row!.expires_at).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(row!.expires_at).toBeLessThanOrEqual(Date.now() + 30 * DAY);
  });

  it('refuses an expired session, deletes it and clears the cookie', async () => {
    const { token } = await signUp();
    await setExpiry(token, Date.now() - 1000);
    const response = await getWithSession('/api/auth/session', token);
    expect(await response.json()).toEqual({ user: null });
    expect(sessionCookieOf(response)).toBe('');
    // The delete runs after the answer (the check itself only reads).
    await vi.waitFor(async () => expect(await sessionRow(token)).toBeNull());
    const profile = await getWithSession('/api/profile', token);
    expect(profile.status).toBe(401);
  });

  it('refuses a revoked session: the cookie from before sign-out no longer works', async () => {
    const { token } = await signUp();
    await sendJson('/api/auth/sign-out', 'POST', {}, { token });
    expect(await sessionRow(token)).toBeNull();
    const response = await getWithSession('/api/profile', token);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Auth session missing!' } });
  });

  it('refuses a made-up token', async () => {
    const response = await getWithSession('/api/auth/session', 'a'.repeat(43));
    expect(((await response.json()) as SessionResponse).user).toBeNull();
  });

  it('renews a session with less than 15 days left and sends the cookie again', async () => {
    const { token } = await signUp();
    await setExpiry(token, Date.now() + 10 * DAY);
    const response = await getWithSession('/api/auth/session', token);
    expect(((await response.json()) as SessionResponse).user).not.toBeNull();
    expect(sessionCookieOf(response)).toBe(token);
    expect(response.headers.getSetCookie().join()).toMatch(/Max-Age=259200\d/);
    await vi.waitFor(async () => expect((await sessionRow(token))!.expires_at).toBeGreaterThan(Date.now() + 29 * DAY));
  });

  it('checks a session without a round trip to the primary: its writes wait until after the answer', async () => {
    const { token } = await signUp();
    const hash = await hashSessionToken(token);
    const lastSeen = async () =>
      (await env.DB.prepare('select last_seen_at as t from sessions where token_hash = ?').bind(hash).first<{
        t: number;
      }>())!.t;
    // Last seen two minutes ago (the time moves at most once a minute), then also close to expiry (a renewal).
    for (const expiresAt of [Date.now() + 20 * DAY, Date.now() + 10 * DAY]) {
      await env.DB.prepare('update sessions set last_seen_at = ?, expires_at = ? where token_hash = ?')
        .bind(Date.now() - 120_000, expiresAt, hash)
        .run();
      // Changed behind the worker's back: it asks D1, as an isolate that has not checked this session lately does.
      forgetAllSessions();
      const before = await lastSeen();
      const response = await getWithSession('/api/profile', token);
      expect(response.status).toBe(200);
      expect(tripsByDestinationOf(response)).toEqual({ primary: 0, replica: 2 });
      await vi.waitFor(async () => expect(await lastSeen()).toBeGreaterThan(before));
    }
  });

  it('leaves a session with more than 15 days left alone', async () => {
    const { token } = await signUp();
    const expiresAt = Date.now() + 20 * DAY;
    await setExpiry(token, expiresAt);
    const response = await getWithSession('/api/auth/session', token);
    expect(((await response.json()) as SessionResponse).user).not.toBeNull();
    expect(sessionCookieOf(response)).toBeUndefined();
    expect((await sessionRow(token))!.expires_at).toBe(expiresAt);
  });

  it('replaces the session a browser already had when it signs in again', async () => {
    const { email, password, token } = await signUp();
    const again = await sendJson('/api/auth/sign-in', 'POST', { email, password }, { token });
    expect(sessionCookieOf(again)).not.toBe(token);
    expect(await sessionRow(token)).toBeNull();
  });

  it('keeps other sessions of the same user when one signs out', async () => {
    const first = await signUp();
    const second = await sendJson('/api/auth/sign-in', 'POST', { email: first.email, password: first.password });
    const secondToken = sessionCookieOf(second)!;
    await sendJson('/api/auth/sign-out', 'POST', {}, { token: first.token });
    const response = await getWithSession('/api/auth/session', secondToken);
    expect(((await response.json()) as SessionResponse).user?.email).toBe(first.email);
  });
});
