// Searches as the criteria change: waits for a pause in typing, then loads through core's query cache (the one
// stale-answer guard: the request a newer one replaces is aborted, its answer never shown), and keeps the last
// results on screen while the next search loads. The overlay is not a route, so it loads here, not in a loader.
import { useEffect, useRef } from 'react';
import { trackEvent } from '@quadkit/core/ui/analytics';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { browseClient, type SearchArgs, type SearchBody } from '../data/browse-client';
import { type SearchCriteria, searchQuery } from './search-criteria';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { searchMessages } from './messages';

const DEBOUNCE_MS = 180;
/** A search is tracked once its results stayed on screen this long, not on every pause in typing. */
const TRACK_AFTER_MS = 1500;

/** docs/product.md#behind-the-screens: search {query plus extras}. */
function trackSearch(key: string, results: number): void {
  const params = new URLSearchParams(key);
  trackEvent('search', {
    query: params.get('q') ?? '',
    ...(params.get('category') ? { category: params.get('category') } : {}),
    ...(params.get('tags') ? { tags: params.get('tags') } : {}),
    type: params.get('type') ?? 'all',
    results,
  });
}

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; previous: SearchBody | undefined }
  | { status: 'done'; response: SearchBody }
  | { status: 'error'; message: string };

/** Resolves after `ms`, or rejects as soon as the signal aborts (a newer search replaced this one). */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });

export function useSearch(criteria: SearchCriteria): SearchState {
  const t = useMessages(searchMessages);
  const query = searchQuery(criteria);
  // The slot's key: the query as its string, so a new but equal object does not search again.
  const key = query ? new URLSearchParams(query).toString() : null;
  const slot = useQuery(key && `search?${key}`, async (signal) => {
    await pause(DEBOUNCE_MS, signal);
    return unwrap(browseClient().search.$get({ query } as SearchArgs, { init: { signal } }));
  });
  const response = slot?.status === 'loaded' ? slot.data : undefined;
  // What a loading search shows meanwhile: the last results, none after a failure or a cleared query.
  const last = useRef<SearchBody | undefined>(undefined);
  useEffect(() => {
    if (slot?.status !== 'loading') last.current = response;
    if (!response || !key) return;
    const tracking = setTimeout(() => trackSearch(key, response.results.length), TRACK_AFTER_MS);
    return () => clearTimeout(tracking);
  }, [slot?.status, response, key]);

  if (!slot) return { status: 'idle' };
  if (slot.status === 'loaded') return { status: 'done', response: slot.data };
  if (slot.status === 'error') return { status: 'error', message: messageOf(slot.error, t('failedUnknown')) };
  return { status: 'loading', previous: last.current };
}
