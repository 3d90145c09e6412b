// The signed-in user's own toolkits, shared by the dashboard's Toolkits counter and My Toolkits panel (one
// request for both) and kept current by the editor and deletes: a remote atom (core).
import { atom } from 'jotai';
import { remoteAtom } from '@quadkit/core/ui/data/remote-atom';
import { fetchMyToolkits } from './toolkit-api';

// docs/product.md#when-something-fails: the message, or 'Failed to load toolkits'.
export const myToolkits = remoteAtom(fetchMyToolkits, { fallback: 'Failed to load toolkits' });

/** After a create or an edit: the next dashboard visit loads the list again. */
export const myToolkitsChangedAtom = atom(null, (get, set) => {
  const current = get(myToolkits.state);
  if (current.status === 'ready') set(myToolkits.state, { ...current, status: 'idle' });
});

export const dropMyToolkitAtom = atom(null, (get, set, id: string) => {
  const current = get(myToolkits.state);
  if (current.data) set(myToolkits.state, { ...current, data: current.data.filter((toolkit) => toolkit.id !== id) });
});
