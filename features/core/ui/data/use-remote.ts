// A view's hook onto a remote atom (remote-atom.ts): the owner's answer, loaded on mount. In its own module so the
// first load (the header's profile) does not carry it.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { RemoteAtom } from './remote-atom';

/** The owner's answer for a view, loading it on mount (`fresh`: every mount asks again); `retry` reloads. */
export function useRemote<T>(remote: RemoteAtom<T>, owner: string, fresh = false) {
  const state = useAtomValue(remote.state);
  const load = useSetAtom(remote.load);
  useEffect(() => {
    void load(owner, fresh);
  }, [load, owner, fresh]);
  return { state: state.owner === owner ? state : null, retry: () => void load(owner, true) };
}
