// A small loader hook: runs an async load when its key changes and reports loading, loaded or error.
import { useEffect, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'error'; error: unknown };

/** `load` is called again whenever `key` changes; answers for an older key are dropped. */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): LoadState<T> {
  const [state, setState] = useState<{ key: string; value: LoadState<T> }>({ key, value: { status: 'loading' } });

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
    // `load` is usually an inline closure over `key`; the key alone says when to reload.
  }, [key]);

  // Until the effect has run for a new key, report loading rather than the previous key's data.
  return state.key === key ? state.value : { status: 'loading' };
}

/** The message of a load error, for the error states ('Error Loading …' + message). */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;
