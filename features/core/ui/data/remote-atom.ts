// What outlives a route (docs/decisions/0007 §6), one mechanism for all of it: one answer per owner (the signed-in
// user) in the shell's jotai store, loaded once however many views ask, replaced by what a mutation answers, and
// never overwritten by an older answer (the one stale-answer guard: a load keeps its answer only when nothing was
// written since it started). The profile, the user's toolkits and posts are remote atoms.
import { atom, type Getter, type PrimitiveAtom, type Setter } from 'jotai';
import { messageOf } from './settle';

type Pending<T, S> = { owner: string | null; status: S; data: T | undefined; message: string | null };
/** `data` is the last answer, kept while a reload runs or after it failed. */
export type Remote<T> =
  | { owner: string | null; status: 'ready'; data: T; message: null }
  | Pending<T, 'idle'>
  | Pending<T, 'loading'>
  | Pending<T, 'error'>;

export const IDLE: Remote<never> = { owner: null, status: 'idle', data: undefined, message: null };

type Running = { owner: string; promise: Promise<void> } | null;

/** One run per owner at a time: a second caller for the same owner joins the run under way. */
export function runOnce(
  running: PrimitiveAtom<Running>,
  get: Getter,
  set: Setter,
  owner: string,
  run: () => Promise<void>,
) {
  const current = get(running);
  if (current?.owner === owner) return current.promise;
  const promise = run().finally(() => {
    if (get(running)?.promise === promise) set(running, null);
  });
  set(running, { owner, promise });
  return promise;
}

export interface RemoteOptions {
  /** The spec's text when the failure has no message of its own ('Failed to load toolkits'). */
  fallback: string;
  /** Handles a failure itself (true: nothing more to do), e.g. a 401 that ends the session. */
  failed?: (error: unknown, set: Setter) => boolean;
}

export function remoteAtom<T>(
  fetch: () => Promise<T>,
  options: RemoteOptions,
  state: PrimitiveAtom<Remote<T>> = atom<Remote<T>>(IDLE),
) {
  const running = atom<Running>(null);
  /** Loads the owner's answer unless it is loaded (or loading) already; `fresh` asks again anyway. */
  const load = atom(null, (get, set, owner: string, fresh = false): Promise<void> => {
    const current = get(state);
    if (!fresh && current.owner === owner && current.status === 'ready' && get(running)?.owner !== owner) {
      return Promise.resolve();
    }
    return runOnce(running, get, set, owner, async () => {
      const loading: Remote<T> = {
        owner,
        status: 'loading',
        data: current.owner === owner ? current.data : undefined,
        message: null,
      };
      set(state, loading);
      try {
        const data = await fetch();
        if (get(state) === loading) set(state, { owner, status: 'ready', data, message: null });
      } catch (error) {
        if (get(state) !== loading || options.failed?.(error, set)) return;
        set(state, { ...loading, status: 'error', message: messageOf(error, options.fallback) });
      }
    });
  });
  /** Stores what a mutation answered: newer than any load under way. */
  const put = atom(null, (_get, set, owner: string, data: T) =>
    set(state, { owner, status: 'ready', data, message: null }),
  );
  const reset = atom(null, (_get, set) => set(state, IDLE));
  return { state, load, put, reset };
}

export type RemoteAtom<T> = ReturnType<typeof remoteAtom<T>>;
