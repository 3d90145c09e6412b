// Searches as the criteria change: waits for a pause in typing, cancels the request a newer one replaces
// (the one stale-answer guard: an aborted answer is never shown), and keeps the last results while loading.
// The overlay is not a route, so it loads here rather than in a loader.
import { useEffect, useState } from 'react';
import { trackEvent } from '@quadkit/core/ui/analytics';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { browseClient, type SearchArgs, type SearchBody } from '../data/browse-client';
import { type SearchCriteria, searchQuery } from './search-criteria';

const DEBOUNCE_MS = 180;
/** A search is tracked once its results stayed on screen this long, not on every pause in typing. */
const TRACK_AFTER_MS = 1500;

/** SPEC section 7: search {query plus extras}. */
function trackSearch(query: Record<string, string>, results: number): void {
  const params = new URLSearchParams(query);
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

const lastResponse = (state: SearchState) =>
  state.status === 'done' ? state.response : state.status === 'loading' ? state.previous : undefined;

export function useSearch(criteria: SearchCriteria): SearchState {
  const query = searchQuery(criteria);
  // The effect's key: the query as its string, so a new but equal object does not search again.
  const key = query ? new URLSearchParams(query).toString() : '';
  const [state, setState] = useState<SearchState>({ status: 'idle' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is `query` as a string
  useEffect(() => {
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    setState((current) => ({ status: 'loading', previous: lastResponse(current) }));
    const controller = new AbortController();
    let tracking: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      unwrap(browseClient().search.$get({ query } as SearchArgs, { init: { signal: controller.signal } })).then(
        (response) => {
          if (controller.signal.aborted) return;
          setState({ status: 'done', response });
          tracking = setTimeout(() => trackSearch(query, response.results.length), TRACK_AFTER_MS);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ status: 'error', message: messageOf(error, 'Search failed.') });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(tracking);
      controller.abort();
    };
  }, [key]);

  return state;
}
