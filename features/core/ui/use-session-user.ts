// The signed-in user for components that may be hydrated from the worker's HTML: null while hydrating (the worker
// renders every page for a visitor whose session is not known yet), then the session atom (docs/decisions/0019).
// A lazy section hydrates after the session may have been applied, so reading the atom directly would mismatch.
import { useAtomValue } from 'jotai';
import { type SessionUser, sessionUserAtom } from './session-atoms';
import { useHydrated } from './use-hydrated';

export function useSessionUser(): SessionUser | null {
  const user = useAtomValue(sessionUserAtom);
  return useHydrated() ? user : null;
}
