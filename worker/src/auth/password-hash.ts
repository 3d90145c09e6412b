// Password hashing: PBKDF2-SHA-256 through WebCrypto, stored as "pbkdf2-sha256$<iterations>$<salt>$<hash>"
// so the parameters travel with each hash and can be raised later without breaking old ones.
import { fromBase64, toBase64 } from './base64';

/** Cloudflare's production runtime refuses PBKDF2 above 100,000 iterations (local workerd does not). */
export const PBKDF2_MAX_ITERATIONS = 100_000;
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const SCHEME = 'pbkdf2-sha256';

const encoder = new TextEncoder();

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number, bits: number) {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const derived = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, bits);
  return new Uint8Array(derived);
}

/**
 * The count new hashes use: PBKDF2_ITERATIONS, unless the environment sets PASSWORD_HASH_ITERATIONS lower. Only
 * the Workers tests do (tests/vitest.config.ts), as Django's docs advise for test runs: they sign up and sign in
 * hundreds of students, and each hash at full strength costs about 50 ms of CPU. wrangler.toml never sets it, and
 * an end-to-end test (tests/e2e/backup.test.ts) checks that the real worker stores the full count.
 */
export function hashIterations(env: { PASSWORD_HASH_ITERATIONS?: string }): number {
  const lowered = Number(env.PASSWORD_HASH_ITERATIONS);
  return Number.isInteger(lowered) && lowered >= 1 && lowered < PBKDF2_ITERATIONS ? lowered : PBKDF2_ITERATIONS;
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations, HASH_BITS);
  return `${SCHEME}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

interface StoredHash {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array<ArrayBuffer>;
}

function parseStoredHash(stored: string): StoredHash | undefined {
  const [scheme, iterations, salt, hash, ...rest] = stored.split('$');
  if (scheme !== SCHEME || !iterations || !salt || !hash || rest.length > 0) return undefined;
  const count = Number(iterations);
  if (!Number.isInteger(count) || count < 1 || count > PBKDF2_MAX_ITERATIONS) return undefined;
  try {
    return { iterations: count, salt: fromBase64(salt), hash: fromBase64(hash) };
  } catch {
    return undefined;
  }
}

/** Checks a password against a stored hash using the hash's own parameters; constant-time compare. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const candidate = await derive(password, parsed.salt, parsed.iterations, parsed.hash.length * 8);
  return crypto.subtle.timingSafeEqual(candidate, parsed.hash);
}

/** Spends the same work as a real check, so an unknown e-mail answers no faster than a wrong password. */
export async function spendHashingTime(password: string, iterations: number): Promise<void> {
  await hashPassword(password, iterations);
}
