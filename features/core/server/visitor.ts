// Who a visitor is, for counting distinct people (trending views, broken-link reporters) without storing an
// address or a user id: a SHA-256 of a salt and "user:<id>" (signed in) or "addr:<ip>", truncated to 128 bits.
// The key comes from the server (session cookie or CF-Connecting-IP), never from the body, so it cannot be forged
// by sending a new id per request.
import type { Context } from 'hono';
import { toHex } from './hex';
import { callerKey } from './rate-limit';

export async function visitorHash(key: string, salt: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}|${key}`));
  return toHex(new Uint8Array(digest).slice(0, 16));
}

/** The caller's visitor key: the signed-in user, else the address. */
export const visitorKey = (c: Context, userId: string | null | undefined) => callerKey(c, userId);
