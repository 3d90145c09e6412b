// Password hashing: PBKDF2-SHA-256 within the production cap, salted per user, parameters stored with the hash.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/workers/session';
import { fromBase64 } from '../../src/auth/base64';
import {
  hashIterations,
  hashPassword,
  PBKDF2_ITERATIONS,
  PBKDF2_MAX_ITERATIONS,
  verifyPassword,
} from '../../src/auth/password-hash';

const STORED = /^pbkdf2-sha256\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

const storedHashOf = async (email: string) =>
  (await env.DB.prepare('select password_hash from users where email = ?')
    .bind(email)
    .first<{ password_hash: string }>())!.password_hash;

describe('PBKDF2 password hashes', () => {
  it('never configures more iterations than the production runtime allows (100,000)', () => {
    // Local workerd accepts any count; Cloudflare refuses PBKDF2 above 100,000 and sign-in would break.
    expect(PBKDF2_MAX_ITERATIONS).toBe(100_000);
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    expect(PBKDF2_ITERATIONS).toBe(100_000);
  });

  it('lets only a lower, whole count replace the full one (these tests hash at 1,000)', () => {
    expect(hashIterations({})).toBe(100_000);
    expect(hashIterations(env)).toBe(1_000);
    for (const unusable of ['', '0', '-5', '2.5', 'fast', '100000', '250000']) {
      expect(hashIterations({ PASSWORD_HASH_ITERATIONS: unusable }), unusable).toBe(100_000);
    }
  });

  it('stores "pbkdf2-sha256$<iterations>$<salt>$<hash>" with a 16-byte salt and a 32-byte hash', async () => {
    const { email } = await signUp();
    const match = STORED.exec(await storedHashOf(email));
    expect(match).not.toBeNull();
    // The environment's count: 1,000 here, the full 100,000 on the real worker (tests/e2e/backup.test.ts).
    expect(Number(match![1])).toBe(hashIterations(env));
    expect(Number(match![1])).toBeLessThanOrEqual(100_000);
    expect(fromBase64(match![2]!)).toHaveLength(16);
    expect(fromBase64(match![3]!)).toHaveLength(32);
  });

  it('salts each user separately: the same password gives different hashes', async () => {
    const a = await signUp();
    const b = await signUp(undefined, a.password);
    expect(await storedHashOf(a.email)).not.toBe(await storedHashOf(b.email));
  });

  it('verifies with the parameters stored in the hash, so older, cheaper hashes keep working', async () => {
    const older = await hashPassword('sesame-street-9', 1_000);
    expect(older).toMatch(/^pbkdf2-sha256\$1000\$/);
    expect(await verifyPassword('sesame-street-9', older)).toBe(true);
    expect(await verifyPassword('sesame-street-8', older)).toBe(false);
  });

  it('refuses malformed, tampered or over-the-cap stored hashes instead of throwing', async () => {
    const good = await hashPassword('sesame-street-9', 1_000);
    const [scheme, , salt, hash] = good.split('$');
    expect(await verifyPassword('sesame-street-9', `${scheme}$1001$${salt}$${hash}`)).toBe(false);
    expect(await verifyPassword('sesame-street-9', `${scheme}$200000$${salt}$${hash}`)).toBe(false);
    expect(await verifyPassword('sesame-street-9', `bcrypt$1000$${salt}$${hash}`)).toBe(false);
    expect(await verifyPassword('sesame-street-9', 'x')).toBe(false);
    expect(await verifyPassword('sesame-street-9', `${scheme}$1000$${salt}$`)).toBe(false);
  });
});
