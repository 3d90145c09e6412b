// Session tokens: 32 random bytes for the cookie; D1 keeps only their SHA-256, so a leaked table signs no one in.
import { toBase64Url, toHex } from './base64';

export const newSessionToken = (): string => toBase64Url(crypto.getRandomValues(new Uint8Array(32)));

export async function hashSessionToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return toHex(new Uint8Array(digest));
}
