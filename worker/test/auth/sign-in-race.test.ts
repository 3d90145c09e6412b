// Parallel sign-ins cannot evaluate more passwords than the limit, and the lockout cannot be used
// against the account's owner (own address or own device still sign in while an attacker elsewhere is limited).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sessionCookieOf, signInFrom, signUpFrom, TEST_PASSWORD } from '../../../tests/workers/session';

describe('sign-in under parallel attack', () => {
  it('never evaluates more than 5 passwords for one e-mail in 20 bursts of 30 (29 wrong, the right one last)', async () => {
    for (let round = 0; round < 20; round++) {
      const { email } = await signUpFrom(`192.0.2.${round + 1}`);
      const attacker = `198.18.${round}.1`;
      const attempts = Array.from({ length: 30 }, (_, i) => (i === 29 ? TEST_PASSWORD : `wrong-guess-${round}-${i}`));
      const responses = await Promise.all(attempts.map((password) => signInFrom(email, password, attacker)));
      const statuses = responses.map((r) => r.status);
      const evaluated = statuses.filter((s) => s === 200 || s === 401).length;
      expect(evaluated, `round ${round}: ${statuses.join(',')}`).toBeLessThanOrEqual(5);
      expect(statuses.every((s) => s === 200 || s === 401 || s === 429)).toBe(true);
      // The right password only ever gets in within the limit: with 5 slots taken by wrong guesses it is refused.
      const wrongEvaluated = statuses.slice(0, 29).filter((s) => s === 401).length;
      if (wrongEvaluated >= 5) expect(statuses[29]).toBe(429);
      const failures = await env.DB.prepare('select count(*) as n from sign_in_failures where email = ?')
        .bind(email)
        .first<{ n: number }>();
      expect(failures?.n).toBe(wrongEvaluated);
      // And after the burst, the right password from the attacker's side is refused too.
      expect((await signInFrom(email, TEST_PASSWORD, attacker)).status).toBe(429);
    }
  }, 120_000);
});

describe('the lockout cannot be turned against the owner', () => {
  it('lets the victim sign in from their own address while an attacker elsewhere is limited', async () => {
    const { email } = await signUpFrom('203.0.113.50');
    for (const [i, address] of ['198.51.100.60', '198.51.100.61', '198.51.100.62'].entries()) {
      for (let j = 0; j < 2; j++) await signInFrom(email, `wrong-${i}-${j}`, address);
    }
    const attacker = await signInFrom(email, TEST_PASSWORD, '198.51.100.63');
    expect(attacker.status).toBe(429);
    expect(Number(attacker.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    const victim = await signInFrom(email, TEST_PASSWORD, '203.0.113.50');
    expect(victim.status).toBe(200);
    expect(sessionCookieOf(victim)).toBeTruthy();
  });

  it('lets the victim sign in from a new network with the device cookie of an earlier sign-in', async () => {
    const { email, device } = await signUpFrom('203.0.113.51');
    expect(device).toMatch(/^qk_device=[\w-]+$/);
    for (let i = 0; i < 6; i++) await signInFrom(email, `wrong-${i}`, `198.51.100.${70 + i}`);
    expect((await signInFrom(email, TEST_PASSWORD, '198.51.100.80')).status).toBe(429);
    expect((await signInFrom(email, TEST_PASSWORD, '100.64.0.9', device)).status).toBe(200);
  });

  it('still limits guesses from the owner’s own address (5 per window there too)', async () => {
    const { email } = await signUpFrom('203.0.113.52');
    for (let i = 0; i < 5; i++) expect((await signInFrom(email, `wrong-${i}`, '203.0.113.52')).status).toBe(401);
    expect((await signInFrom(email, TEST_PASSWORD, '203.0.113.52')).status).toBe(429);
  });
});
