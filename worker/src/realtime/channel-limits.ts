// Limits of the 'system' channel: who may open a socket, how many one address may hold, and the largest
// frame a subscriber may send. Subscribers only ever send heartbeats (about 20 bytes), so 1 KB is generous.

/** Open sockets one address may hold; a campus NAT shares it, and a refused tab only misses live updates. */
export const MAX_SOCKETS_PER_ADDRESS = 100;
/** The largest frame a subscriber may send, in bytes; a larger one closes its socket with 1009. */
export const MAX_FRAME_BYTES = 1024;
/** Close code for a frame over the limit (RFC 6455: message too big). */
export const CLOSE_TOO_BIG = 1009;

/** The DO's tag for a socket's address (a tag is at most 256 characters; an IPv6 address fits). */
export const addressTag = (address: string) => `addr:${address.slice(0, 200)}`;

/**
 * Same-origin only: a browser always sends Origin on a WebSocket handshake, so a cross-site page is refused. A
 * client without Origin is not a browser (curl, a script): it could send any Origin it liked, so refusing it would
 * protect nothing; it is allowed and counted against its address like any other.
 */
export function originAllowed(origin: string | undefined, requestUrl: string): boolean {
  if (origin === undefined) return true;
  return origin === new URL(requestUrl).origin;
}

/** A frame's size in bytes (a string is counted as UTF-8 only when it might be over the limit). */
export function frameBytes(message: string | ArrayBuffer): number {
  if (typeof message !== 'string') return message.byteLength;
  return message.length * 3 <= MAX_FRAME_BYTES ? message.length : new TextEncoder().encode(message).byteLength;
}
