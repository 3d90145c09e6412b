// The toolkit lookup cache on the query cache: a toolkit fetched in the last minute is given back without a
// request, a share link always asks, 200 toolkits at most (the least recently used forgotten first), and a new
// viewer starts from nothing (isOwner and private toolkits differ by viewer).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserQueries } from '@quadkit/core/ui/data/query-cache';
import { callsTo, handlers, json, resetFetchStub } from '@quadkit/core/test-utils/fetch-stub';
import { cachedToolkit, loadToolkit, rememberToolkit, TOOLKIT_FRESH_MS } from '../ui/data/toolkit-cache';
import { detail, resource } from './ui-harness';

beforeEach(() => {
  resetFetchStub();
  handlers['GET /api/toolkits/kit'] = () => json(200, { toolkit: detail('kit') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('toolkit lookup cache', () => {
  it("gives a cached toolkit back without a request, its resources in the toolkit's own order", async () => {
    rememberToolkit(detail('kit', { resources: [resource('zotero'), resource('anki'), resource('notion')] }));
    const kit = await loadToolkit('kit');
    expect(kit.resources.map((r) => r.id)).toEqual(['zotero', 'anki', 'notion']);
    expect(callsTo('GET /api/toolkits/kit')).toHaveLength(0);
  });

  it('asks again for a toolkit older than a minute, and once for two loads at the same time', async () => {
    vi.useFakeTimers({ now: 1_000, toFake: ['Date'] });
    rememberToolkit(detail('kit'));
    vi.setSystemTime(1_000 + TOOLKIT_FRESH_MS + 1);
    expect(cachedToolkit('kit')).toBeUndefined();
    await Promise.all([loadToolkit('kit'), loadToolkit('kit')]);
    expect(callsTo('GET /api/toolkits/kit')).toHaveLength(1);
  });

  it('always asks for a share link and never keeps its answer', async () => {
    handlers['GET /api/toolkits/kit?share=abc'] = () => json(200, { toolkit: detail('kit') });
    await loadToolkit('kit', undefined, 'abc');
    expect(cachedToolkit('kit')).toBeUndefined();
  });

  it('holds 200 toolkits and forgets the least recently used when a 201st arrives', () => {
    for (let i = 0; i <= 200; i += 1) rememberToolkit(detail(`kit-${i}`, { resources: [resource(`r${i}`)] }));
    expect(cachedToolkit('kit-0')).toBeUndefined();
    expect(cachedToolkit('kit-1')?.resources[0]?.id).toBe('r1');
    expect(cachedToolkit('kit-200')).toBeDefined();
  });

  it('forgets everything when someone else signs in', () => {
    rememberToolkit(detail('kit'));
    browserQueries.setViewer('user-ada');
    expect(cachedToolkit('kit')).toBeUndefined();
  });
});
