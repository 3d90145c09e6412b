// The analytics client (core/ui/analytics.ts) as the trending feature relies on it: batches to /api/events,
// resource views once per browser session (remembered only after a successful send), failures only logged.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushEvents, trackEvent } from '@quadkit/core/ui/analytics';
import { trackResourceView } from '@quadkit/core/ui/resource-views';
import { categoryOptions, filterEntries, trendingStats } from '../ui/screens/trending-filters';

const fetchMock = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sentBodies = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url, events: JSON.parse((init as RequestInit).body as string).events }));

describe('the analytics client', () => {
  it('sends queued events in one batch with their names, paths and properties', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 202 }));
    trackEvent('page_view');
    trackEvent('search', { query: 'notes', results: 3 });
    flushEvents();
    expect(sentBodies()).toEqual([
      {
        url: '/api/events',
        events: [
          { name: 'page_view', path: '/', properties: {} },
          { name: 'search', path: '/', properties: { query: 'notes', results: 3 } },
        ],
      },
    ]);
  });

  it('sends a resource view once per session, remembering it only after the send succeeded', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    trackResourceView('figma-fail');
    flushEvents();
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('Failed to track event', 500));
    expect(sessionStorage.getItem('qk_viewed')).toBeNull();

    fetchMock.mockResolvedValue(new Response('{}', { status: 202 }));
    trackResourceView('notion');
    trackResourceView('notion');
    flushEvents();
    await vi.waitFor(() => expect(sessionStorage.getItem('qk_viewed')).toBe('["resource:notion"]'));
    trackResourceView('notion');
    flushEvents();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentBodies()[1]!.events).toEqual([
      { name: 'resource_view', path: '/', properties: { resourceId: 'notion', resourceType: 'resource' } },
    ]);
    errors.mockRestore();
  });

  // Unread, the answer keeps its request open in Chromium: the page then never looks idle to a tool waiting for
  // its network to go quiet (an end-to-end check once waited 30 s on such a request).
  it('reads each answer to the end, though it needs nothing from it', async () => {
    const answer = new Response('{"accepted":1}', { status: 202 });
    fetchMock.mockResolvedValue(answer);
    trackEvent('page_view');
    flushEvents();
    await vi.waitFor(() => expect(answer.bodyUsed).toBe(true));
  });

  it('only logs when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => {
      trackEvent('page_view');
      flushEvents();
    }).not.toThrow();
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('Failed to track event', expect.any(TypeError)));
    errors.mockRestore();
  });
});

describe('the trending page filters', () => {
  const entry = (id: string, category: string, tags: string[], title = id) => ({
    resource: { id, title, description: `About ${title}`, category, tags, url: '#', image: '' } as never,
    score: 1,
  });
  const entries = [
    entry('a', 'writing', ['Free', 'AI Tool']),
    entry('b', 'ai-tools', ['Essay']),
    entry('c', 'design', []),
  ];

  it('matches title, description or a tag, case-insensitively, within the chosen category', () => {
    expect(filterEntries(entries, { text: 'ai tool', category: '' }).map((e) => e.resource.id)).toEqual(['a']);
    expect(filterEntries(entries, { text: 'ABOUT', category: 'design' }).map((e) => e.resource.id)).toEqual(['c']);
    expect(filterEntries(entries, { text: '', category: '' })).toHaveLength(3);
  });

  it('offers the distinct categories sorted by name and counts the stats', () => {
    expect(categoryOptions(entries).map((c) => c.name)).toEqual(['AI Tools', 'Design', 'Writing']);
    expect(trendingStats(entries)).toEqual({ resources: 3, categories: 3, tags: 3 });
  });
});
