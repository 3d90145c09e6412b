// Searches as the criteria change: waits for a pause in typing, cancels the request a newer one replaces
// (so a slow, stale answer can never overwrite a newer one), and keeps the last results while loading.
import { useEffect, useState } from 'react';
import { apiGet } from '@quadkit/core/ui/api-client';
import type { SearchResponse } from '../../shared/search-responses';
import { searchQueryString, type SearchCriteria } from './search-criteria';

const DEBOUNCE_MS = 180;

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
    const timer = setTimeout(() => {
      apiGet<SearchResponse>(`/api/search?${query}`, { signal: controller.signal }).then(
        (response) => {
          if (!controller.signal.aborted) setState({ status: 'done', response });
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
      controller.abort();
    };
  }, [query]);

  return state;
}
