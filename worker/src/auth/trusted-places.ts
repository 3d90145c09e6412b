// Places an account signed in from: a long-lived device cookie (qk_device) and the client address, both
// stored hashed. A sign-in from one of them meets only its own rate-limit counter (see rate-limit.ts), so an
// attacker elsewhere, or a stranger on the same shared address, cannot lock the owner out.
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { trustedSignIns } from '@quadkit/core/server/schema';
import { hashSessionToken, newSessionToken } from './session-token';

export const DEVICE_COOKIE = 'qk_device';
const DEVICE_LIFETIME_S = 365 * 24 * 60 * 60;
/** An address counts as the account's own for 30 days after its last sign-in there. */
export const TRUSTED_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const deviceToken = (c: Context): string | undefined => {
  const value = getCookie(c, DEVICE_COOKIE);
  return value && /^[\w-]{20,64}$/.test(value) ? value : undefined;
};

/** How an address is named in trusted_sign_ins (and in its sign-in counter): a hash, never the address. */
export const addressPlace = (address: string): Promise<string> => hashSessionToken(`address:${address}`);

/** The hash of the first place of this request the user already signed in from (an address: recently), or null. */
export async function findTrustedPlace(c: Context<AppEnv>, userId: string, address: string): Promise<string | null> {
  const device = deviceToken(c);
  const candidates = [await addressPlace(address)];
  if (device) candidates.unshift(await hashSessionToken(`device:${device}`));
  const rows = await c.var.db
    .select({ keyHash: trustedSignIns.keyHash })
    .from(trustedSignIns)
    .where(
      and(
        eq(trustedSignIns.userId, userId),
        inArray(trustedSignIns.keyHash, candidates),
        // A device stays known for its cookie's life; an address only while the account keeps using it.
        or(eq(trustedSignIns.kind, 'device'), gt(trustedSignIns.lastUsedAt, new Date(Date.now() - TRUSTED_ADDRESS_MS))),
      ),
    )
    .all();
  const found = new Set(rows.map((row) => row.keyHash));
  return candidates.find((candidate) => found.has(candidate)) ?? null;
}

/** This browser's device token, set as a cookie first when it has none. */
export function ensureDeviceCookie(c: Context): string {
  const existing = deviceToken(c);
  if (existing) return existing;
  const device = newSessionToken();
  setCookie(c, DEVICE_COOKIE, device, {
    httpOnly: true,
    secure: !LOCAL_HOSTS.has(new URL(c.req.url).hostname),
    sameSite: 'Lax',
    path: '/api/auth',
    maxAge: DEVICE_LIFETIME_S,
  });
  return device;
}

/** After a successful sign-in or sign-up: this device (cookie set if new) and address become trusted. */
export async function rememberPlace(c: Context<AppEnv>, userId: string, address: string): Promise<void> {
  const device = ensureDeviceCookie(c);
  const lastUsedAt = new Date();
  const rows = [
    { userId, kind: 'device' as const, keyHash: await hashSessionToken(`device:${device}`), lastUsedAt },
    { userId, kind: 'address' as const, keyHash: await addressPlace(address), lastUsedAt },
  ];
  await c.var.db
    .insert(trustedSignIns)
    .values(rows)
    .onConflictDoUpdate({
      target: [trustedSignIns.userId, trustedSignIns.kind, trustedSignIns.keyHash],
      set: { lastUsedAt },
    });
}
