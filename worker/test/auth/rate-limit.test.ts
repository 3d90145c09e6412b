// Sign-ins are limited per e-mail (5 in 15 minutes from places the account never used) and, for such strangers,
// per client address (30 failed guesses at existing accounts, 300 failures of any kind in 15 minutes); see
// worker/src/auth/rate-limit.ts and decision record 0016.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import { sendJson, signUp, uniqueEmail } from '../../../tests/workers/session';

const signIn = (email: string, password: string, address: string) =>
  sendJson('/api/auth/sign-in', 'POST', { email, password }, { headers: { 'CF-Connecting-IP': address } });

async function failTimes(times: number, email: string, address: string): Promise<void> {
  for (let i = 0; i < times; i++) {
    const response = await signIn(email, `wrong-password-${i}`, address);
    expect(response.status).toBe(401);
  }
}

describe('sign-in rate limiting', () => {
  it('refuses a sixth attempt on one e-mail with 429, the wait in words and a Retry-After header', async () => {
    const { email, password } = await signUp();
    await failTimes(5, email, '198.51.100.1');
    // Even the right password, and even from another address: the e-mail is locked for now.
    const response = await signIn(email, password, '198.51.100.2');
    expect(response.status).toBe(429);
    const body = (await response.json()) as ApiErrorBody;
    expect(body.error).toEqual({
      code: 'too_many_attempts',
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('counts an unknown e-mail the same way, so the limit reveals nothing', async () => {
    const email = uniqueEmail('ghost');
    await failTimes(5, email, '198.51.100.3');
    expect((await signIn(email, 'whatever-1', '198.51.100.3')).status).toBe(429);
  });

  it('lets the person in again once the oldest failures are out of the window', async () => {
    const { email, password } = await signUp();
    await failTimes(5, email, '198.51.100.4');
    expect((await signIn(email, password, '198.51.100.4')).status).toBe(429);
    // Age every counter by 15 minutes instead of waiting (keys are hashed, so age them all).
    await env.DB.prepare('update sign_in_counters set window_start = window_start - 900000').run();
    expect((await signIn(email, password, '198.51.100.4')).status).toBe(200);
  });

  it("keeps the evidence of an attack after a successful sign-in: the e-mail's failures stay counted", async () => {
    const { email, password } = await signUp();
    await failTimes(4, email, '198.51.100.5');
    expect((await signIn(email, password, '198.51.100.5')).status).toBe(200);
    const row = await env.DB.prepare('select count(*) as n from sign_in_failures where email = ?')
      .bind(email)
      .first<{ n: number }>();
    expect(row?.n).toBe(4);
    // From yet another place the e-mail's window is still full: the success did not reset it.
    expect((await signIn(email, 'wrong-again-1', '198.51.100.55')).status).toBe(429);
  });

  it('refuses strangers on an address after 30 failed guesses at existing accounts, and only that address', async () => {
    const address = '203.0.113.7';
    // Typos for unknown e-mails do not count toward this budget (only toward the far larger one of 300).
    for (let i = 0; i < 20; i++) await failTimes(1, uniqueEmail(`spray${i}`), address);
    const accounts = await Promise.all(Array.from({ length: 6 }, () => signUp()));
    for (const account of accounts) await failTimes(5, account.email, address);
    const { email, password } = await signUp();
    const refused = await signIn(email, password, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(email, password, '203.0.113.8')).status).toBe(200);
  });

  it('uses "local" as the address when CF-Connecting-IP is absent', async () => {
    const email = uniqueEmail();
    const response = await sendJson('/api/auth/sign-in', 'POST', { email, password: 'wrong-password-1' });
    expect(response.status).toBe(401);
    const row = await env.DB.prepare('select client_address from sign_in_failures where email = ?')
      .bind(email)
      .first<{ client_address: string }>();
    expect(row?.client_address).toBe('local');
  });
});
