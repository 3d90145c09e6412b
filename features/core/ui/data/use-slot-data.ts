// Data for a slot (a home section, a dashboard panel): slots are not routes, so they load on their own, through
// the typed client, with this one helper. Routed screens use loaders instead (docs/decisions/0007).
import { useEffect, useState } from 'react';

export type SlotData<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'error'; error: unknown };

/** `load` runs again whenever `key` changes; an answer for an older key is dropped (its request aborted). */
export function useSlotData<T>(key: string, load: (signal: AbortSignal) => Promise<T>): SlotData<T> {
  const [state, setState] = useState<{ key: string; value: SlotData<T> }>({ key, value: { status: 'loading' } });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is an inline closure over `key`; the key says when
  useEffect(() => {
    const controller = new AbortController();
    setState({ key, value: { status: 'loading' } });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'loaded', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [key]);

  // Until the effect has run for a new key, report loading rather than the previous key's data.
  return state.key === key ? state.value : { status: 'loading' };
}
