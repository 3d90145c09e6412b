// Share link tokens: 24 random bytes (192 bits) from crypto.getRandomValues, base64url, never derived from the id.
const TOKEN_BYTES = 24;

export function newShareToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
