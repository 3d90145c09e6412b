// A view's read (a home section, a dashboard or admin panel, a search): the answer for `key` from the query cache
// (query-cache.ts), asked for when the view mounts and again whenever a write invalidates it. A routed screen
// reads through its loader (`ensureQuery`) instead; both share the cache.
import { use, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { onTheServer, QueryCacheContext, type QueryLoad, type QueryState } from './query-cache';
import type { EdgeQueryCache } from './edge-query-cache';

/** The view's state plus `reload` (after a write, or 'Try Again'): what it shows stays until the new answer. */
export type Query<T> = QueryState<T> & { reload: () => void };

export interface QueryOptions {
  /**
   * The answer is the same for every anonymous visitor: the worker loads it while rendering the page, and the
   * browser shows that answer instead of loading again.
   */
  atTheEdge?: boolean;
  /** A kept answer younger than this (ms) is shown without asking again; by default every mount asks again. */
  maxAge?: number;
}

const LOADING = { status: 'loading' } as const;
const noReload = () => {};
const noSubscription = () => noReload;

/** A `null` key means there is nothing to load (signed out, say): the hook answers null. */
export function useQuery<T>(key: string, load: QueryLoad<T>, options?: QueryOptions): Query<T>;
export function useQuery<T>(key: string | null, load: QueryLoad<T>, options?: QueryOptions): Query<T> | null;
export function useQuery<T>(key: string | null, load: QueryLoad<T>, options?: QueryOptions): Query<T> | null {
  const cache = useContext(QueryCacheContext);
  const latest = useRef(load);
  latest.current = load;
  const subscribe = useCallback(
    (listener: () => void) => (key === null ? noReload : cache.subscribe(key, listener)),
    [cache, key],
  );
  const read = () => (key === null ? LOADING : cache.state<T>(key));
  const state = useSyncExternalStore(key === null ? noSubscription : subscribe, read, read);
  const maxAge = options?.maxAge ?? 0;

  useEffect(() => {
    if (key === null) return;
    const run = (fresh = false) => void cache.load(key, latest.current, fresh).catch(() => {});
    // The worker's answer is on screen already; otherwise a mount asks (a failed answer too).
    if (!cache.takeDrawn(key) && (cache.needsLoad(key, maxAge) || cache.state(key).status === 'error')) run();
    // Invalidated while shown: ask again.
    const stop = cache.subscribe(key, () => {
      if (cache.isStale(key)) run();
    });
    return () => {
      stop();
      // After React's own subscription is gone too: a load nobody shows any more is stopped.
      queueMicrotask(() => cache.drop(key));
    };
  }, [cache, key, maxAge]);

  const reload = useCallback(() => {
    if (key !== null) void cache.load(key, latest.current, true).catch(() => {});
  }, [cache, key]);

  if (key === null) return null;
  if (onTheServer(cache)) {
    if (!options?.atTheEdge) return { ...LOADING, reload: noReload };
    // The renderer waits for the answer (Suspense) and draws it; a failed one is drawn loading, as the browser will.
    if (state.status !== 'error') {
      // The worker's cache is always the edge renderer's (entry-server makes it).
      const settling = (cache as EdgeQueryCache).settle(key, load as QueryLoad<unknown>);
      if (state.status === 'loading') use(settling);
    }
    const drawn = cache.state<T>(key);
    return { ...(drawn.status === 'loaded' ? drawn : LOADING), reload: noReload };
  }
  return { ...state, reload };
}
