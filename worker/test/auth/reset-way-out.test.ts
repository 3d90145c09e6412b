// A completed reset is a way out of a sign-in lockout, and any password change or reset ends every older
// reset link and every other session (decision record 0016).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getWithSession, sendJson, signUp, TEST_PASSWORD } from '../../../tests/workers/session';

const NEW_PASSWORD = 'violet-lantern-93';
const from = (address: string) => ({ headers: { 'CF-Connecting-IP': address } });

async function newResetLink(email: string): Promise<string> {
  const before = await env.DB.prepare('select count(*) as n from dev_mailbox where to_address = ?')
    .bind(email)
    .first<{ n: number }>();
  expect((await sendJson('/api/auth/forgot-password', 'POST', { email })).status).toBe(200);
  for (let i = 0; i < 100; i++) {
    const { results } = await env.DB.prepare('select body from dev_mailbox where to_address = ? order by id')
      .bind(email)
      .all<{ body: string }>();
    const latest = results.length > (before?.n ?? 0) ? results.at(-1) : undefined;
    const token = latest && /reset-password\?token=([\w-]{43})/.exec(latest.body)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset e-mail for ${email}`);
}

const signedIn = async (token: string) =>
  ((await (await getWithSession('/api/auth/session', token)).json()) as { user: unknown }).user !== null;

describe('a reset is a way out of a lockout', () => {
  it('the reported case: 5 wrong sign-ins from 10.31.0.1, a reset from 10.34.0.1, then the new password signs in', async () => {
    const { email } = await signUp();
    for (let i = 0; i < 5; i++) {
      expect(
        (await sendJson('/api/auth/sign-in', 'POST', { email, password: `wrong-${i}-x` }, from('10.31.0.1'))).status,
      ).toBe(401);
    }
    expect(
      (await sendJson('/api/auth/sign-in', 'POST', { email, password: TEST_PASSWORD }, from('10.34.0.1'))).status,
    ).toBe(429);
    const token = await newResetLink(email);
    const reset = await sendJson(
      '/api/auth/reset-password',
      'POST',
      { token, password: NEW_PASSWORD },
      from('10.34.0.1'),
    );
    expect(reset.status).toBe(200);
    const signIn = await sendJson('/api/auth/sign-in', 'POST', { email, password: NEW_PASSWORD }, from('10.34.0.1'));
    expect(signIn.status).toBe(200);
    // And from yet another place too: the reset ended the lockout itself, not only for the place it came from.
    expect(
      (await sendJson('/api/auth/sign-in', 'POST', { email, password: NEW_PASSWORD }, from('10.35.0.1'))).status,
    ).toBe(200);
  });
});

describe('a new password ends older reset links and other sessions', () => {
  it('a reset ends every other reset link of the account', async () => {
    const { email } = await signUp();
    const older = await newResetLink(email);
    const newer = await newResetLink(email);
    expect(older).not.toBe(newer);
    expect((await sendJson('/api/auth/reset-password', 'POST', { token: newer, password: NEW_PASSWORD })).status).toBe(
      200,
    );
    const stale = await sendJson('/api/auth/reset-password', 'POST', { token: older, password: 'amber-kettle-58' });
    expect(stale.status).toBe(400);
    expect((await sendJson('/api/auth/sign-in', 'POST', { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('a password change ends every reset link and every other session', async () => {
    const { email, token: session } = await signUp();
    const other = await sendJson('/api/auth/sign-in', 'POST', { email, password: TEST_PASSWORD });
    const otherToken = /qk_session=([^;]+)/.exec(other.headers.getSetCookie().join('\n'))?.[1] ?? '';
    const link = await newResetLink(email);
    const change = await sendJson(
      '/api/account/password',
      'POST',
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      { token: session },
    );
    expect(change.status).toBe(200);
    expect(await signedIn(session)).toBe(true);
    expect(await signedIn(otherToken)).toBe(false);
    const stale = await sendJson('/api/auth/reset-password', 'POST', { token: link, password: 'amber-kettle-58' });
    expect(stale.status).toBe(400);
    expect((await sendJson('/api/auth/sign-in', 'POST', { email, password: NEW_PASSWORD })).status).toBe(200);
  });
});
