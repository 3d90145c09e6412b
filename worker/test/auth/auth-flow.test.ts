// The auth API end to end: sign up, session, sign out, sign in, and the errors a person can act on.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import type { SessionResponse, SignedInResponse, WeakPasswordErrorBody } from '@quadkit/core/shared/auth-responses';
import { callWorker } from '../../../tests/workers/call-worker';
import {
  getWithSession,
  sendJson,
  sessionCookieOf,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../../tests/workers/session';

const session = async (token?: string) =>
  (await (await getWithSession('/api/auth/session', token)).json()) as SessionResponse;

describe('the sign-up, session, sign-out, sign-in flow', () => {
  it('signs up, is signed in, signs out, is signed out, and signs in again', async () => {
    const email = uniqueEmail();
    const signUpResponse = await sendJson('/api/auth/sign-up', 'POST', { email, password: TEST_PASSWORD });
    expect(signUpResponse.status).toBe(201);
    const signedUp = (await signUpResponse.json()) as SignedInResponse;
    expect(signedUp.user).toEqual({ id: expect.any(String), email, isAdmin: false });
    const token = sessionCookieOf(signUpResponse);
    expect(token).toMatch(/^[\w-]{43}$/);

    expect(await session(token)).toEqual({ user: signedUp.user });

    const signOut = await sendJson('/api/auth/sign-out', 'POST', {}, { token });
    expect(signOut.status).toBe(200);
    expect(await signOut.json()).toEqual({ success: true });
    expect(sessionCookieOf(signOut)).toBe('');
    expect(await session(token)).toEqual({ user: null });

    const signIn = await sendJson('/api/auth/sign-in', 'POST', { email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toEqual({ user: signedUp.user });
    const newToken = sessionCookieOf(signIn);
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(token);
    expect((await session(newToken)).user?.email).toBe(email);
  });

  it('answers the session check with 200 and a null user when no one is signed in', async () => {
    const response = await callWorker('/api/auth/session');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ user: null });
  });

  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie, without Secure on localhost', async () => {
    const response = await sendJson('/api/auth/sign-up', 'POST', { email: uniqueEmail(), password: TEST_PASSWORD });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('qk_session='));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('marks the cookie Secure on any other host', async () => {
    const { exports } = await import('cloudflare:workers');
    const response = await exports.default.fetch(
      new Request('https://quadkit.example/api/auth/sign-up', {
        method: 'POST',
        headers: { Origin: 'https://quadkit.example', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail(), password: TEST_PASSWORD }),
      }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie().find((c) => c.startsWith('qk_session='))).toMatch(/; Secure/);
  });

  it('normalises e-mails: trimmed and lower-cased at sign-up and at sign-in', async () => {
    const base = uniqueEmail('Mixed.Case');
    const response = await sendJson('/api/auth/sign-up', 'POST', {
      email: `  ${base.toUpperCase()} `,
      password: TEST_PASSWORD,
    });
    expect(((await response.json()) as SignedInResponse).user.email).toBe(base.toLowerCase());
    const signIn = await sendJson('/api/auth/sign-in', 'POST', { email: ` ${base} `, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
  });

  it('refuses an invalid e-mail with a 400 naming the field', async () => {
    const response = await sendJson('/api/auth/sign-up', 'POST', { email: 'not-an-email', password: TEST_PASSWORD });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiErrorBody;
    expect(body.error.message).toMatch(/^email: Enter a valid e-mail address/);
  });

  it('reports admins: isAdmin is true only for an e-mail in admin_users', async () => {
    const admin = await signUp();
    expect(admin.user.isAdmin).toBe(false);
    await env.DB.prepare('insert into admin_users (email) values (?)').bind(admin.email).run();
    expect((await session(admin.token)).user?.isAdmin).toBe(true);
    const other = await signUp();
    expect((await session(other.token)).user?.isAdmin).toBe(false);
  });
});

describe('errors a person can act on', () => {
  it('answers a wrong password with "Invalid login credentials"', async () => {
    const { email } = await signUp();
    const response = await sendJson('/api/auth/sign-in', 'POST', { email, password: 'wrong-password-1' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'Invalid login credentials' },
    });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('answers an unknown e-mail with exactly the same message', async () => {
    const response = await sendJson('/api/auth/sign-in', 'POST', {
      email: uniqueEmail('nobody'),
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'Invalid login credentials' },
    });
  });

  it('answers a second sign-up with the same e-mail like any sign-up, opens nothing and tells the owner', async () => {
    const { email, user } = await signUp();
    const response = await sendJson('/api/auth/sign-up', 'POST', {
      email: email.toUpperCase(),
      password: 'another-pass-7',
    });
    // A 409 told anyone which e-mails are registered.
    expect(response.status).toBe(201);
    const body = (await response.json()) as SignedInResponse;
    expect(body.user).toEqual({ id: expect.any(String), email, isAdmin: false });
    expect(body.user.id).not.toBe(user.id);
    const token = sessionCookieOf(response);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await session(token)).toEqual({ user: null });
    // The mail goes out after the answer (so the answer's timing tells nothing): wait for it.
    let mail: { subject: string } | null = null;
    for (let i = 0; i < 50 && !mail; i++) {
      mail = await env.DB.prepare('select subject from dev_mailbox where to_address = ?')
        .bind(email)
        .first<{ subject: string }>();
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(mail?.subject).toBe('Someone tried to sign up to Quadkit with your e-mail');
    // The old password still signs in; the new one does not.
    expect((await sendJson('/api/auth/sign-in', 'POST', { email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('lists every reason a password is weak', async () => {
    const email = uniqueEmail();
    const weak = async (password: string) => {
      const response = await sendJson('/api/auth/sign-up', 'POST', { email, password });
      expect(response.status).toBe(400);
      return ((await response.json()) as WeakPasswordErrorBody).error;
    };
    const short = await weak('abc');
    expect(short.code).toBe('weak_password');
    expect(short.reasons).toEqual([
      'Password should be at least 8 characters.',
      'Password should not be only letters; add a digit or a symbol.',
    ]);
    expect(short.message).toBe(`Password is too weak. ${short.reasons.join(' ')}`);
    expect((await weak('12345678901')).reasons).toEqual([
      'Password should not be only digits; add a letter or a symbol.',
    ]);
    expect((await weak(`a1${'x'.repeat(127)}`)).reasons).toEqual(['Password should be at most 128 characters.']);
    expect((await weak(email.toUpperCase())).reasons).toEqual(['Password should not be your e-mail address.']);
    // Nothing was created by the refused attempts.
    const row = await env.DB.prepare('select count(*) as n from users where email = ?')
      .bind(email)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it('answers "Auth session missing!" where a session is required', async () => {
    const response = await callWorker('/api/profile');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Auth session missing!' } });
  });
});
