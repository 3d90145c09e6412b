// Issues 16 and 26: sign-up is rate limited per address; passwords are checked against the common list (trimmed,
// look-alikes spelled out, digits around a common word), the site's and the e-mail's words, and normalised.
import { describe, expect, it } from 'vitest';
import type { WeakPasswordErrorBody } from '@quadkit/core/shared/auth-responses';
import { sendJson, uniqueEmail } from '../../../tests/workers/session';
import { passwordWeaknesses } from '../../src/auth/password-rules';

const signUpFrom = (address: string, email = uniqueEmail(), password = 'correct-horse-42') =>
  sendJson('/api/auth/sign-up', 'POST', { email, password }, { headers: { 'CF-Connecting-IP': address } });

describe('sign-up hardening', () => {
  it('refuses the 11th sign-up from one address within an hour with 429 and Retry-After', async () => {
    for (let i = 0; i < 10; i++) expect((await signUpFrom('198.51.100.200')).status).toBe(201);
    const refused = await signUpFrom('198.51.100.200');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signUpFrom('198.51.100.201')).status).toBe(201);
  });

  it.each([' '.repeat(8), 'password1', '12345678a', 'aaaaaaa1', 'Password1', 'ｐａｓｓｗｏｒｄ１'])(
    'refuses the weak password %j with a reason',
    async (password) => {
      const response = await signUpFrom('198.51.100.210', uniqueEmail(), password);
      expect(response.status).toBe(400);
      const body = (await response.json()) as WeakPasswordErrorBody;
      expect(body.error.code).toBe('weak_password');
      expect(body.error.reasons.length).toBeGreaterThan(0);
    },
  );

  // The gaps a probe found: untrimmed, look-alikes, a common word with digits, the site's and the e-mail's words.
  it.each([
    ['password1 ', 'common'],
    ['P@ssw0rd1', 'common'],
    ['letmein12', 'extras'],
    ['Summer2024!', 'extras'],
    ['student123', 'context'],
    ['quadkit2026', 'context'],
    ['Qu@dk1t2026', 'context'],
    ['lena.okafor1!', 'context'],
    ['Okafor2024!', 'context'],
  ])('refuses %j at sign-up with the reason a person can act on (%s)', async (password, kind) => {
    const email = `lena.okafor.${Date.now().toString(36)}@uni.example.edu`;
    const response = await signUpFrom('198.51.100.211', email, password);
    expect(response.status).toBe(400);
    const body = (await response.json()) as WeakPasswordErrorBody;
    expect(body.error.code).toBe('weak_password');
    expect(body.error.reasons).toEqual([
      {
        common: 'Password is one of the most common passwords; choose one that is harder to guess.',
        extras: 'Password is a common password with digits or symbols added; choose one that is harder to guess.',
        context:
          'Password should not be built from your e-mail address, "Quadkit" or "student"; add words of your own.',
      }[kind],
    ]);
  });

  it('still accepts passwords of words of your own', () => {
    const email = 'lena.okafor@uni.example.edu';
    for (const password of ['correct-horse-42', 'violet-lantern-93', 'studentlife-quad-42', 'tr0ub4dor&3']) {
      expect(passwordWeaknesses(password, email), password).toEqual([]);
    }
  });

  it('names the rule that failed', () => {
    expect(passwordWeaknesses('password1', 'a@b.edu')).toEqual([
      'Password is one of the most common passwords; choose one that is harder to guess.',
    ]);
    expect(passwordWeaknesses('aaaaaaa1', 'a@b.edu')).toEqual(['Password should use at least 5 different characters.']);
    expect(passwordWeaknesses('correct-horse-42', 'a@b.edu')).toEqual([]);
  });

  it('normalises passwords (NFKC): a full-width password signs in typed half-width, and the other way round', async () => {
    const email = uniqueEmail();
    expect((await signUpFrom('198.51.100.220', email, 'ｃｏｒｒｅｃｔ－ｈｏｒｓｅ－４２')).status).toBe(201);
    const signIn = await sendJson('/api/auth/sign-in', 'POST', { email, password: 'correct-horse-42' });
    expect(signIn.status).toBe(200);
  });
});
