// The isolate's copies in front of the Cache API: a kept entry is answered without a lookup, a Cache API hit is
// copied with its entry's lifetime, a copy past that lifetime is never served, and the copies stay within bounds.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findKept, keep } from '../server/hot-copies';

/** caches.default, counting the lookups that reach it. */
function countedCache(): Cache & { lookups: number } {
  const cache = caches.default;
  const counted = {
    lookups: 0,
    match: (request: Request) => {
      counted.lookups++;
      return cache.match(request);
    },
    put: (request: Request, response: Response) => cache.put(request, response),
    delete: (request: Request) => cache.delete(request),
  };
  return counted as unknown as Cache & { lookups: number };
}

let n = 0;
const freshKey = () => new Request(`https://kept.test/answer?n=${++n}-${Date.now()}`);
const bytesOf = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const textOf = (body: ArrayBuffer) => new TextDecoder().decode(body);

afterEach(() => {
  vi.useRealTimers();
});

describe('kept entries', () => {
  it('answers what it kept without a Cache API lookup, with its headers', async () => {
    const cache = countedCache();
    const key = freshKey();
    await keep(cache, key, { body: bytesOf('{"a":1}'), headers: { 'Content-Type': 'application/json' } }, 60);
    const found = await findKept(cache, key);
    expect(textOf(found?.body ?? new ArrayBuffer(0))).toBe('{"a":1}');
    expect(new Headers(found?.headers).get('Content-Type')).toBe('application/json');
    expect(cache.lookups).toBe(0);
  });

  it("copies a Cache API hit (another isolate's entry) and serves it no longer than the entry lives", async () => {
    const cache = countedCache();
    // Another isolate stored it: this one's copies do not have it, the Cache API does.
    const other = freshKey();
    await cache.put(
      other,
      new Response('kept elsewhere', {
        headers: { 'Cache-Control': 'public, max-age=60', 'X-Kept-Until': String(Date.now() + 60_000) },
      }),
    );
    expect(textOf((await findKept(cache, other))?.body ?? new ArrayBuffer(0))).toBe('kept elsewhere');
    const lookups = cache.lookups;
    expect(textOf((await findKept(cache, other))?.body ?? new ArrayBuffer(0))).toBe('kept elsewhere');
    expect(cache.lookups).toBe(lookups);

    // Past the entry's lifetime the copy is not served: the Cache API (which expires its own entries) is asked.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    await findKept(cache, other);
    expect(cache.lookups).toBe(lookups + 1);
  });

  it('keeps no copy of an entry larger than 512 KB, and drops the least recently used beyond 8 MB', async () => {
    const cache = countedCache();
    const large = freshKey();
    await keep(cache, large, { body: new ArrayBuffer(600 * 1024), headers: {} }, 60);
    await findKept(cache, large);
    expect(cache.lookups).toBe(1);

    const keys = Array.from({ length: 17 }, freshKey);
    for (const key of keys) await keep(cache, key, { body: new ArrayBuffer(500 * 1024), headers: {} }, 60);
    const before = cache.lookups;
    await findKept(cache, keys[16] as Request); // the newest: a copy
    expect(cache.lookups).toBe(before);
    await findKept(cache, keys[0] as Request); // the oldest: dropped when the 17th passed 8 MB
    expect(cache.lookups).toBe(before + 1);
  });
});
