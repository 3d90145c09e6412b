// Data for a slot (a home section, a dashboard or admin panel, a /submissions list): slots are not routes, so they
// load on their own, through the typed client, with this one helper. Routed screens use loaders instead
// (docs/decisions/0007). A slot on a public page can load in the worker's renderer too (`atTheEdge`, edge-slots.ts).
import { use, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { RouterContextProvider } from 'react-router';
import { EdgeSlotsContext, serverAnswer } from './edge-slots';

export type SlotData<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'error'; error: unknown };
/** The slot's state plus `reload` (after a mutation, or 'Try Again'). */
export type Slot<T> = SlotData<T> & { reload: () => void };

/** `context` is set when the worker renders the page: pass it to the typed client (`rpc(context)`). */
export type SlotLoad<T> = (signal: AbortSignal, context?: Readonly<RouterContextProvider>) => Promise<T>;

export interface SlotOptions {
  /**
   * The load passes `context` to its client and its answer is the same for every anonymous visitor: the worker
   * loads it while rendering the page, and the browser hydrates with that answer instead of loading again.
   */
  atTheEdge?: boolean;
}

const LOADING = { status: 'loading' } as const;
const noReload = () => {};

/**
 * `load` runs again whenever `key` changes (the slot shows loading) or `reload()` is called (the slot keeps what
 * it shows until the new answer, like a route's revalidation); an older answer is dropped (its request aborted).
 * A `null` key means there is nothing to load (signed out, say): the hook answers null.
 */
export function useSlotData<T>(key: string, load: SlotLoad<T>, options?: SlotOptions): Slot<T>;
export function useSlotData<T>(key: string | null, load: SlotLoad<T>, options?: SlotOptions): Slot<T> | null;
export function useSlotData<T>(key: string | null, load: SlotLoad<T>, options?: SlotOptions): Slot<T> | null {
  const edge = useContext(EdgeSlotsContext);
  const atTheEdge = options?.atTheEdge === true && key !== null;
  const [state, setState] = useState<{ key: string | null; value: SlotData<T> }>(() => {
    const drawn = atTheEdge && edge?.side === 'browser' ? edge.answers.get(key) : undefined;
    return { key, value: drawn?.ok ? { status: 'loaded', data: drawn.data as T } : LOADING };
  });
  // The key the worker's answer stands for: its first load is skipped (the page already shows it).
  const drawnKey = useRef(state.value.status === 'loaded' ? key : null);
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is an inline closure over `key`; key and round say when
  useEffect(() => {
    if (key === null) return;
    if (drawnKey.current === key && round === 0) {
      // Used once: a later visit to the page (a new mount) loads fresh data.
      if (edge?.side === 'browser') edge.answers.delete(key);
      return;
    }
    drawnKey.current = null;
    const controller = new AbortController();
    setState((current) => (current.key === key ? current : { key, value: LOADING }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'loaded', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  if (key === null) return null;
  if (atTheEdge && edge?.side === 'server') {
    // The renderer waits for the answer (Suspense) and draws it; a failed one is drawn loading, as the browser will.
    const answer = use(serverAnswer(edge, key, load as SlotLoad<unknown>));
    return { ...(answer.ok ? { status: 'loaded', data: answer.data as T } : LOADING), reload: noReload };
  }
  // Until the effect has run for a new key, report loading rather than the previous key's data.
  return { ...(state.key === key ? state.value : LOADING), reload };
}
