// Loading state for the parts that fetch on their own (home section, dashboard panels, admin queue,
// /submissions): loading, error with the message, or the data; `reload` runs the call again.
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '@quadkit/core/ui/data/settle';

export type Load<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

export function useLoad<T>(load: () => Promise<T>, fallbackMessage: string, key = '') {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `round` decide when to load again
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', message: messageOf(error, fallbackMessage) }),
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}
