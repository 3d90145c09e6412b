// Change password (signs out every other session), the sessions list and 'Sign out everywhere else',
// and password reset by e-mail: single use, 30 minutes, same answer for known and unknown e-mails.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import type { AccountActionResponse, SessionsResponse } from '@quadkit/core/shared/auth-responses';
import { LOCALE_HEADER } from '@quadkit/core/shared/i18n/request-locale';
import {
  getWithSession,
  send,
  sendJson,
  sessionCookieOf,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../../tests/workers/session';

const NEW_PASSWORD = 'violet-lantern-93';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

async function secondSession(email: string, password = TEST_PASSWORD, userAgent = CHROME): Promise<string> {
  const response = await sendJson(
    '/api/auth/sign-in',
    'POST',
    { email, password },
    { headers: { 'User-Agent': userAgent } },
  );
  expect(response.status).toBe(200);
  return sessionCookieOf(response)!;
}

const signedIn = async (token: string) =>
  ((await (await getWithSession('/api/auth/session', token)).json()) as { user: unknown }).user !== null;

async function resetLinkFor(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const row = await env.DB.prepare('select body from dev_mailbox where to_address = ? order by id desc limit 1')
      .bind(email)
      .first<{ body: string }>();
    const token = row && /reset-password\?token=([\w-]{43})/.exec(row.body)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset e-mail for ${email}`);
}

describe('change password', () => {
  it('needs the current password, keeps this session and signs every other one out', async () => {
    const { email, token } = await signUp();
    const other = await secondSession(email);
    const wrong = await sendJson(
      '/api/account/password',
      'POST',
      { currentPassword: 'not-my-password-1', newPassword: NEW_PASSWORD },
      { token },
    );
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ApiErrorBody).error.issues?.[0]?.path).toBe('currentPassword');
    const weak = await sendJson(
      '/api/account/password',
      'POST',
      { currentPassword: TEST_PASSWORD, newPassword: 'password1' },
      { token },
    );
    expect(weak.status).toBe(400);
    const ok = await sendJson(
      '/api/account/password',
      'POST',
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      { token },
    );
    expect(ok.status).toBe(200);
    expect(await signedIn(token)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    expect((await sendJson('/api/auth/sign-in', 'POST', { email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await sendJson('/api/auth/sign-in', 'POST', { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('answers 401 when signed out', async () => {
    expect((await sendJson('/api/account/password', 'POST', { currentPassword: 'a', newPassword: 'b' })).status).toBe(
      401,
    );
  });
});

describe('sessions list', () => {
  it('lists each browser with its device and marks this one; sign out everywhere else leaves only it', async () => {
    const { email, token } = await signUp();
    const other = await secondSession(email);
    const list = (await (await getWithSession('/api/account/sessions', token)).json()) as SessionsResponse;
    expect(list.sessions).toHaveLength(2);
    expect(list.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(list.sessions.map((s) => s.device)).toContain('Chrome on Windows');
    // The device names in the page's language (the browser and system names stay as they are).
    const inSpanish = async (headers: Record<string, string>) =>
      (
        (await (
          await send('/api/account/sessions', 'GET', null, { token, origin: null, headers })
        ).json()) as SessionsResponse
      ).sessions.map((s) => s.device);
    expect(await inSpanish({ [LOCALE_HEADER]: 'es' })).toContain('Chrome en Windows');
    expect(await inSpanish({ [LOCALE_HEADER]: 'zh-Hans' })).toContain('Windows 上的 Chrome');
    const response = await send('/api/account/sessions/others', 'DELETE', null, { token });
    expect(await response.json()).toEqual({ signedOut: 1 });
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(token)).toBe(true);
    const after = (await (await getWithSession('/api/account/sessions', token)).json()) as SessionsResponse;
    expect(after.sessions.map((s) => s.current)).toEqual([true]);
  });
});

describe('password reset by e-mail', () => {
  it('answers a known and an unknown e-mail the same, and mails only the known one', async () => {
    const { email } = await signUp();
    const ghost = uniqueEmail('ghost');
    const known = await sendJson(
      '/api/auth/forgot-password',
      'POST',
      { email },
      { headers: { 'CF-Connecting-IP': '198.51.100.90' } },
    );
    const unknown = await sendJson(
      '/api/auth/forgot-password',
      'POST',
      { email: ghost },
      { headers: { 'CF-Connecting-IP': '198.51.100.90' } },
    );
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    await resetLinkFor(email);
    const ghostMail = await env.DB.prepare('select count(*) as n from dev_mailbox where to_address = ?')
      .bind(ghost)
      .first<{ n: number }>();
    expect(ghostMail?.n).toBe(0);
  });

  it('resets with the link once, signs every session out, and refuses the used link', async () => {
    const { email, token: session } = await signUp();
    await sendJson('/api/auth/forgot-password', 'POST', { email });
    const token = await resetLinkFor(email);
    const stored = await env.DB.prepare('select token_hash from password_reset_tokens where token_hash = ?')
      .bind(token)
      .first();
    expect(stored).toBeNull();
    const ok = await sendJson('/api/auth/reset-password', 'POST', { token, password: NEW_PASSWORD });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as AccountActionResponse).success).toBe(true);
    expect(await signedIn(session)).toBe(false);
    expect((await sendJson('/api/auth/sign-in', 'POST', { email, password: NEW_PASSWORD })).status).toBe(200);
    const again = await sendJson('/api/auth/reset-password', 'POST', { token, password: 'another-good-one-7' });
    expect(again.status).toBe(400);
    expect(((await again.json()) as ApiErrorBody).error.code).toBe('invalid_token');
  });

  it('refuses an expired link', async () => {
    const { email } = await signUp();
    await sendJson('/api/auth/forgot-password', 'POST', { email });
    const token = await resetLinkFor(email);
    await env.DB.prepare('update password_reset_tokens set expires_at = expires_at - 1800001').run();
    const response = await sendJson('/api/auth/reset-password', 'POST', { token, password: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiErrorBody).error.code).toBe('invalid_token');
  });

  it('limits requests per address: the 6th in an hour answers 429', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await sendJson(
        '/api/auth/forgot-password',
        'POST',
        { email: uniqueEmail() },
        { headers: { 'CF-Connecting-IP': '198.51.100.91' } },
      );
      expect(r.status).toBe(200);
    }
    const refused = await sendJson(
      '/api/auth/forgot-password',
      'POST',
      { email: uniqueEmail() },
      { headers: { 'CF-Connecting-IP': '198.51.100.91' } },
    );
    expect(refused.status).toBe(429);
  });
});

describe('dev mailbox page', () => {
  it('shows the mails locally as HTML without scripts', async () => {
    const { email } = await signUp();
    await sendJson('/api/auth/forgot-password', 'POST', { email });
    await resetLinkFor(email);
    const response = await getWithSession(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Reset your Quadkit password');
    expect(html).not.toContain('<script');
  });
});
