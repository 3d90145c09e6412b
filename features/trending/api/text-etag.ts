// A weak ETag for an answer's JSON text: FNV-1a (32 bits) of its UTF-16 code units plus its length. Synchronous
// and cheap, so the route and the worker's hot path (worker/src/hot-trending.ts) give the same tag for the same
// text without hashing it per request (the isolate's copy computes it once per stored text).
export function textEtag(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `W/"${(hash >>> 0).toString(16)}-${text.length.toString(16)}"`;
}

/** If-None-Match holds the tag (one of a list, or `*`): the client's copy is current, answer 304. */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.slice(2);
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag === bare || tag.slice(2) === bare);
}
