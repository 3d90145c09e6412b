// The isolate's memo of version tokens: a kept answer looked up again within a second reads no KV, a bump made in
// this isolate (through any namespace object) is seen at once, a change made elsewhere within the second, and a
// namespace that fails never answers from another's tokens.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bumpVersion, readVersions, VERSION_MEMO_MS, type VersionStore, versionKey } from '../server/versions';

/** The test's KV namespace behind a wrapper of its own (as the worker's counted one is), counting its reads. */
function countingKv(): VersionStore & { reads: number } {
  const kv = {
    reads: 0,
    get: ((key: never, type: never) => {
      kv.reads++;
      return env.CACHE.get(key, type);
    }) as KVNamespace['get'],
    put: env.CACHE.put.bind(env.CACHE),
  };
  return kv;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('version tokens read within a second', () => {
  it('reads KV once for a second of lookups, then again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const kv = countingKv();
    await env.CACHE.put(versionKey('bulletin'), 'b1');
    expect(await readVersions(kv, ['bulletin', 'profiles'])).toEqual({ bulletin: 'b1', profiles: '0' });
    expect(await readVersions(kv, ['bulletin', 'profiles'])).toEqual({ bulletin: 'b1', profiles: '0' });
    expect(await readVersions(kv, ['bulletin'])).toEqual({ bulletin: 'b1' });
    expect(kv.reads).toBe(1);

    // Changed behind the isolate's back (another location's write): seen once the second has passed.
    await env.CACHE.put(versionKey('bulletin'), 'b2');
    expect((await readVersions(kv, ['bulletin'])).bulletin).toBe('b1');
    vi.advanceTimersByTime(VERSION_MEMO_MS + 1);
    expect((await readVersions(kv, ['bulletin'])).bulletin).toBe('b2');
    expect(kv.reads).toBe(2);
  });

  it('sees a bump made in this isolate at once, whichever namespace object made it', async () => {
    const reader = countingKv();
    const before = (await readVersions(reader, ['catalog'])).catalog;
    // The worker reads through its counted namespace; a scheduled job or a test bumps through the raw binding.
    const token = await bumpVersion(env.CACHE, 'catalog');
    expect(token).not.toBe(before);
    expect((await readVersions(reader, ['catalog'])).catalog).toBe(token);
    // Bumped through the reader itself: no KV read needed to know it.
    const reads = reader.reads;
    const next = await bumpVersion(reader, 'catalog');
    expect((await readVersions(reader, ['catalog'])).catalog).toBe(next);
    expect(reader.reads).toBe(reads);
  });

  it('keeps a bump that lands while a read is under way', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // A read that answers the token from before the bump, after the bump.
    const slow: VersionStore = {
      get: (async () => {
        await held;
        return new Map([[versionKey('trending'), 'before-the-bump']]);
      }) as unknown as KVNamespace['get'],
      put: env.CACHE.put.bind(env.CACHE),
    };
    const reading = readVersions(slow, ['trending']);
    const token = await bumpVersion(slow, 'trending');
    release();
    expect((await reading).trending).toBe(token);
    expect((await readVersions(slow, ['trending'])).trending).toBe(token);
  });

  it('never answers a failing namespace from the tokens another one read', async () => {
    await readVersions(countingKv(), ['catalog']);
    const down: VersionStore = {
      get: (() => Promise.reject(new Error('KV is down'))) as KVNamespace['get'],
      put: () => Promise.reject(new Error('KV is down')),
    };
    await expect(readVersions(down, ['catalog'])).rejects.toThrow('KV is down');
  });
});
