// Searches as the criteria change: waits for a pause in typing, cancels the request a newer one replaces
// (so a slow, stale answer can never overwrite a newer one), and keeps the last results while loading.
import { useEffect, useState } from 'react';
import { trackEvent } from '@quadkit/core/ui/analytics';
import { apiGet } from '@quadkit/core/ui/api-client';
import type { SearchResponse } from '../../shared/search-responses';
import { searchQueryString, type SearchCriteria } from './search-criteria';

const DEBOUNCE_MS = 180;
/** A search is tracked once its results stayed on screen this long, not on every pause in typing. */
const TRACK_AFTER_MS = 1500;

/** SPEC section 7: search {query plus extras}. */
function trackSearch(query: string, results: number): void {
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
  | { status: 'loading'; previous: SearchResponse | undefined }
  | { status: 'done'; response: SearchResponse }
  | { status: 'error'; message: string };

const lastResponse = (state: SearchState) =>
  state.status === 'done' ? state.response : state.status === 'loading' ? state.previous : undefined;

export function useSearch(criteria: SearchCriteria): SearchState {
  const query = searchQueryString(criteria);
  const [state, setState] = useState<SearchState>({ status: 'idle' });

  useEffect(() => {
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    setState((current) => ({ status: 'loading', previous: lastResponse(current) }));
    const controller = new AbortController();
    let tracking: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      apiGet<SearchResponse>(`/api/search?${query}`, { signal: controller.signal }).then(
        (response) => {
          if (controller.signal.aborted) return;
          setState({ status: 'done', response });
          tracking = setTimeout(() => trackSearch(query, response.results.length), TRACK_AFTER_MS);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof Error && error.message ? error.message : 'Search failed.';
          setState({ status: 'error', message });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(tracking);
      controller.abort();
    };
  }, [query]);

  return state;
}
