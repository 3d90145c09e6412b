// The signed-in user's own toolkits, shared by the dashboard's Toolkits counter and My Toolkits panel (one
// request for both) and kept current by the editor and deletes.
import { atom } from 'jotai';
import type { ToolkitSummary } from './toolkits-client';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { fetchMyToolkits } from './toolkit-api';

export interface MyToolkitsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Whose toolkits these are. */
  owner: string | null;
  toolkits: readonly ToolkitSummary[];
  message: string | null;
}

const IDLE: MyToolkitsState = { status: 'idle', owner: null, toolkits: [], message: null };

export const myToolkitsAtom = atom<MyToolkitsState>(IDLE);

const requestAtom = atom<{ owner: string; promise: Promise<void> } | null>(null);

/** Loads the user's toolkits unless they are loaded already (or loading); `fresh` asks again anyway. */
export const loadMyToolkitsAtom = atom(null, (get, set, owner: string, fresh = false): Promise<void> => {
  const current = get(myToolkitsAtom);
  const running = get(requestAtom);
  if (running?.owner === owner) return running.promise;
  if (!fresh && current.owner === owner && current.status === 'ready') return Promise.resolve();
  set(myToolkitsAtom, { ...(current.owner === owner ? current : IDLE), owner, status: 'loading', message: null });
  const promise = fetchMyToolkits()
    .then(
      (toolkits) => {
        if (get(myToolkitsAtom).owner === owner)
          set(myToolkitsAtom, { status: 'ready', owner, toolkits, message: null });
      },
      (error: unknown) => {
        console.error('Loading your toolkits failed', error);
        // SPEC section 8: the message, or 'Failed to load toolkits'.
        const message = messageOf(error, 'Failed to load toolkits');
        if (get(myToolkitsAtom).owner === owner)
          set(myToolkitsAtom, { ...get(myToolkitsAtom), status: 'error', message });
      },
    )
    .finally(() => {
      if (get(requestAtom)?.promise === promise) set(requestAtom, null);
    });
  set(requestAtom, { owner, promise });
  return promise;
});

/** After a create or an edit: the next dashboard visit loads the list again. */
export const myToolkitsChangedAtom = atom(null, (get, set) => {
  const current = get(myToolkitsAtom);
  if (current.status === 'ready') set(myToolkitsAtom, { ...current, status: 'idle' });
});

export const dropMyToolkitAtom = atom(null, (get, set, id: string) => {
  const current = get(myToolkitsAtom);
  set(myToolkitsAtom, { ...current, toolkits: current.toolkits.filter((toolkit) => toolkit.id !== id) });
});
