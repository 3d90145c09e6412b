// Kept answers and pages: in the Cache API (the location's cache, shared by its isolates) and, in front of it, the
// isolate's own copies of those it stored or found most recently, so a warm answer costs no lookup at all. Keys
// are the versioned cache keys, so a version bump makes a copy unreachable exactly as it does the Cache API's
// entry, and a copy lives no longer than its entry. The copies are bounded in count and bytes, least recently used
// first out.

/** What is kept: the bytes, and the headers stored with them. */
export interface KeptEntry {
  body: ArrayBuffer;
  headers: Readonly<Record<string, string>>;
}

/** When the entry stops being served (epoch ms): lets a copy made from a Cache API hit keep the entry's lifetime. */
const KEPT_UNTIL_HEADER = 'X-Kept-Until';

const MAX_COPIES = 200;
/** A small part of an isolate's 128 MB. */
const MAX_BYTES = 8 * 1024 * 1024;
/** Larger entries are left to the Cache API alone. */
const MAX_COPY_BYTES = 512 * 1024;

const copies = new Map<string, KeptEntry & { until: number }>();
let bytes = 0;

function drop(key: string): void {
  const copy = copies.get(key);
  if (!copy) return;
  copies.delete(key);
  bytes -= copy.body.byteLength;
}

function keepCopy(key: string, entry: KeptEntry, until: number): void {
  drop(key);
  if (entry.body.byteLength > MAX_COPY_BYTES || until <= Date.now()) return;
  // Inserted last: the Map's order is the order of last use.
  copies.set(key, { ...entry, until });
  bytes += entry.body.byteLength;
  for (const oldest of copies.keys()) {
    if (copies.size <= MAX_COPIES && bytes <= MAX_BYTES) break;
    drop(oldest);
  }
}

/** The entry kept under `key`: this isolate's copy, else the Cache API's (copied here); null when neither has it
 * or the Cache API cannot answer. */
export async function findKept(cache: Cache, key: Request): Promise<KeptEntry | null> {
  const copy = copies.get(key.url);
  if (copy && copy.until > Date.now()) {
    // Moved last (the order of use); its bytes are counted already.
    copies.delete(key.url);
    copies.set(key.url, copy);
    return copy;
  }
  drop(key.url);
  const hit = await cache.match(key).catch(() => undefined);
  if (!hit) return null;
  const entry = { body: await hit.arrayBuffer(), headers: Object.fromEntries(hit.headers) };
  keepCopy(key.url, entry, Number(hit.headers.get(KEPT_UNTIL_HEADER)) || 0);
  return entry;
}

/** Keeps `body` under `key` for `maxAgeSeconds`, with `headers`, in the Cache API and here. Rejects when the Cache
 * API does (the copy here is kept all the same). */
export async function keep(cache: Cache, key: Request, entry: KeptEntry, maxAgeSeconds: number): Promise<void> {
  const until = Date.now() + maxAgeSeconds * 1000;
  const headers = {
    ...entry.headers,
    'Cache-Control': `public, max-age=${maxAgeSeconds}`,
    [KEPT_UNTIL_HEADER]: String(until),
  };
  keepCopy(key.url, { body: entry.body, headers }, until);
  await cache.put(key, new Response(entry.body, { headers }));
}
