// A signed-in action clicked before the first session check has answered must not be taken for a signed-out one:
// on a page the worker rendered, the screen is live before the session is known (docs/decisions/0019), and on a
// slow network that gap is long enough to click in.
import type { createStore } from 'jotai';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { sessionCheckedAtom, sessionUserAtom, type SessionUser } from './session-atoms';

type Store = ReturnType<typeof createStore>;
type Run = (user: SessionUser | null) => void;

/** Runs with the signed-in user (or null): at once when the first session check has answered, else once it has. */
export function whenSessionChecked(store: Store, run: Run): void {
  if (store.get(sessionCheckedAtom)) {
    run(store.get(sessionUserAtom));
    return;
  }
  const stop = store.sub(sessionCheckedAtom, () => {
    if (!store.get(sessionCheckedAtom)) return;
    stop();
    run(store.get(sessionUserAtom));
  });
}

/** whenSessionChecked bound to the component's jotai store. */
export function useWhenSessionChecked(): (run: Run) => void {
  const store = useStore();
  return useCallback((run: Run) => whenSessionChecked(store, run), [store]);
}
