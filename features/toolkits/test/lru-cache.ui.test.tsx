// The LRU cache behind the toolkit resource cache: capacity, eviction of the least recently used entry,
// reads that count as use, and the 200-entry resource cache keyed by sorted ids.
import { afterEach, describe, expect, it } from 'vitest';
import { LruCache } from '@quadkit/core/ui/data/lru-cache';
import {
  cachedToolkit,
  clearToolkitCache,
  RESOURCE_CACHE_SIZE,
  rememberToolkit,
  sortedIdsKey,
  TOOLKIT_FRESH_MS,
} from '../ui/data/toolkit-cache';
import { detail, resource } from './ui-harness';

afterEach(clearToolkitCache);

describe('LruCache', () => {
  it('keeps at most its capacity, evicting the oldest entry first', () => {
    const cache = new LruCache<string, number>(3);
    cache.set('a', 1).set('b', 2).set('c', 3).set('d', 4);
    expect(cache.size).toBe(3);
    expect(cache.has('a')).toBe(false);
    expect(cache.keys()).toEqual(['b', 'c', 'd']);
  });

  it('counts a read as a use, so the entry read survives the next eviction', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1).set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.keys()).toEqual(['a', 'c']);
    expect(cache.get('b')).toBeUndefined();
  });

  it('replaces the value of a key set again and makes it the newest', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1).set('b', 2).set('a', 10).set('c', 3);
    expect(cache.get('a')).toBe(10);
    expect(cache.has('b')).toBe(false);
  });

  it('deletes and clears', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1).set('b', 2);
    expect(cache.delete('a')).toBe(true);
    expect(cache.delete('a')).toBe(false);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('refuses a capacity below 1', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
  });
});

describe('toolkit resource cache', () => {
  it('keys resolved resources by their sorted ids', () => {
    expect(sortedIdsKey(['zotero', 'anki', 'notion'])).toBe(sortedIdsKey(['notion', 'zotero', 'anki']));
    expect(sortedIdsKey(['a'])).not.toBe(sortedIdsKey(['a', 'b']));
  });

  it("gives a cached toolkit back with its resources in the toolkit's own order", () => {
    const kit = detail('kit', { resources: [resource('zotero'), resource('anki'), resource('notion')] });
    rememberToolkit(kit, 1_000);
    const cached = cachedToolkit('kit', null, 1_000 + 10);
    expect(cached?.resources.map((r) => r.id)).toEqual(['zotero', 'anki', 'notion']);
  });

  it('treats a toolkit older than a minute as not cached', () => {
    rememberToolkit(detail('kit'), 1_000);
    expect(cachedToolkit('kit', null, 1_000 + TOOLKIT_FRESH_MS + 1)).toBeUndefined();
  });

  it('holds 200 resource lists and evicts the oldest when a 201st arrives', () => {
    expect(RESOURCE_CACHE_SIZE).toBe(200);
    for (let i = 0; i <= RESOURCE_CACHE_SIZE; i += 1)
      rememberToolkit(detail(`kit-${i}`, { resources: [resource(`r${i}`)] }), 5_000);
    expect(cachedToolkit('kit-0', null, 5_000)).toBeUndefined();
    expect(cachedToolkit('kit-1', null, 5_000)?.resources[0]?.id).toBe('r1');
    expect(cachedToolkit(`kit-${RESOURCE_CACHE_SIZE}`, null, 5_000)).toBeDefined();
  });

  it('forgets everything when someone else signs in (isOwner and private toolkits differ)', () => {
    rememberToolkit(detail('kit'), 1_000);
    expect(cachedToolkit('kit', null, 1_000)).toBeDefined();
    expect(cachedToolkit('kit', 'user-ada', 1_000)).toBeUndefined();
  });
});
