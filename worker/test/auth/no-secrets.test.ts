// No password, password hash, salt or session token ever appears in an API response body or a log line.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getWithSession,
  send,
  sendJson,
  sessionCookieOf,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../../tests/workers/session';
import { hashSessionToken } from '../../src/auth/session-token';

const LOG_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;

afterEach(() => vi.restoreAllMocks());

describe('secrets stay secret', () => {
  it('keeps passwords, hashes, salts and tokens out of every auth response and every log line', async () => {
    const spies = LOG_METHODS.map((method) => vi.spyOn(console, method));
    const bodies: string[] = [];
    const tokens: string[] = [];
    const record = async (response: Response) => {
      bodies.push(await response.clone().text());
      const token = sessionCookieOf(response);
      if (token) tokens.push(token);
      return response;
    };
    const email = uniqueEmail('secret');
    const wrong = 'wrong-password-77';

    await record(await sendJson('/api/auth/sign-up', 'POST', { email, password: 'zq9x' }));
    const signedUp = await record(await sendJson('/api/auth/sign-up', 'POST', { email, password: TEST_PASSWORD }));
    await record(await sendJson('/api/auth/sign-up', 'POST', { email, password: TEST_PASSWORD }));
    await record(await getWithSession('/api/auth/session', sessionCookieOf(signedUp)));
    await record(await sendJson('/api/auth/sign-out', 'POST', {}, { token: sessionCookieOf(signedUp) }));
    for (let i = 0; i < 6; i++) await record(await sendJson('/api/auth/sign-in', 'POST', { email, password: wrong }));
    await env.DB.prepare('delete from sign_in_failures where email = ?').bind(email).run();
    const signedIn = await record(await sendJson('/api/auth/sign-in', 'POST', { email, password: TEST_PASSWORD }));
    const token = sessionCookieOf(signedIn)!;
    await record(await getWithSession('/api/auth/session', token));
    await record(await getWithSession('/api/profile', token));

    const { password_hash: stored } = (await env.DB.prepare('select password_hash from users where email = ?')
      .bind(email)
      .first<{ password_hash: string }>())!;
    const [, , salt, hash] = stored.split('$');
    const tokenHashes = await Promise.all(tokens.map(hashSessionToken));
    await record(await send('/api/account', 'DELETE', null, { token }));

    const secrets = [TEST_PASSWORD, wrong, 'zq9x', stored, salt!, hash!, ...tokens, ...tokenHashes];
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    const logged = spies.flatMap((spy) => spy.mock.calls.map((args) => args.map(String).join(' ')));
    for (const secret of secrets) {
      for (const body of bodies) expect(body).not.toContain(secret);
      for (const line of logged) expect(line).not.toContain(secret);
    }
    // Every auth answer is JSON in the one shape: a user, a success flag, or an error.
    for (const body of bodies)
      expect(Object.keys(JSON.parse(body) as object)[0]).toMatch(/^(user|success|error|profile)$/);
  });
});
