// Data for a slot (a home section, a dashboard or admin panel, a /submissions list): slots are not routes, so they
// load on their own, through the typed client, with this one helper. Routed screens use loaders instead
// (docs/decisions/0007).
import { useCallback, useEffect, useState } from 'react';

export type SlotData<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'error'; error: unknown };
/** The slot's state plus `reload` (after a mutation, or 'Try Again'). */
export type Slot<T> = SlotData<T> & { reload: () => void };

/**
 * `load` runs again whenever `key` changes (the slot shows loading) or `reload()` is called (the slot keeps what
 * it shows until the new answer, like a route's revalidation); an older answer is dropped (its request aborted).
 * A `null` key means there is nothing to load (signed out, say): the hook answers null.
 */
export function useSlotData<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Slot<T>;
export function useSlotData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Slot<T> | null;
export function useSlotData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Slot<T> | null {
  const [state, setState] = useState<{ key: string | null; value: SlotData<T> }>({ key, value: { status: 'loading' } });
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is an inline closure over `key`; key and round say when
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((current) => (current.key === key ? current : { key, value: { status: 'loading' } }));
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
  // Until the effect has run for a new key, report loading rather than the previous key's data.
  return { ...(state.key === key ? state.value : { status: 'loading' }), reload };
}
