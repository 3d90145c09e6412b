// The signed-in user's profile, shared by the header's user menu, the onboarding wizard and the dashboard: a
// remote atom (core), loaded once per user, replaced by whatever a save or an avatar upload answers.
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { isUnauthorized } from '@quadkit/core/ui/api-client';
import { IDLE, type Remote, type RemoteAtom, remoteAtom } from '@quadkit/core/ui/data/remote-atom';
import { unwrap } from '@quadkit/core/ui/data/unwrap';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { reportedViewerAtom } from '@quadkit/core/ui/viewer-eligibility';
import type { Profile } from '../shared/profile';
import { dashboardClient } from './dashboard-client';

export type ProfileState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; profile: Profile };

const stored = atom<Remote<Profile>>(IDLE);
/** Every answer or reset also tells core who the viewer is for eligibility (level and country). */
const reporting = atom(
  (get) => get(stored),
  (_get, set, next: Remote<Profile>) => {
    set(stored, next);
    if (next.status === 'ready' || next.status === 'idle') set(reportedViewerAtom, next.data ?? null);
  },
);

// GET /api/profile is read here, on the first page; the writes (profile-api.ts) load with the screens that write.
const fetchProfile = async () => (await unwrap(dashboardClient().profile.$get())).profile;

const profile: RemoteAtom<Profile> = remoteAtom(
  fetchProfile,
  {
    fallback: 'Unknown error',
    // The session ended elsewhere (expired, signed out in another tab): show this tab as signed out too.
    failed: (error, set): boolean => {
      if (!isUnauthorized(error)) return false;
      set(profile.reset);
      set(sessionUserAtom, null);
      return true;
    },
  },
  reporting as typeof stored,
);

export const profileStateAtom = atom<ProfileState>((get) => {
  const user = get(sessionUserAtom);
  if (!user) return { status: 'signed-out' };
  const state = get(profile.state);
  if (state.owner !== user.id || state.status === 'idle' || state.status === 'loading') return { status: 'loading' };
  return state.status === 'ready'
    ? { status: 'ready', profile: state.data }
    : { status: 'error', message: state.message ?? '' };
});

/** The profile when it is loaded, else null (signed out, loading or failed). */
export const profileAtom = atom((get) => {
  const state = get(profileStateAtom);
  return state.status === 'ready' ? state.profile : null;
});

/** Stores a profile the API answered (after a save or an upload), so every view of it updates at once. */
export const setProfileAtom = atom(null, (_get, set, answer: Profile) => set(profile.put, answer.user_id, answer));

export const clearProfileAtom = profile.reset;

/** Loads the signed-in user's profile unless it is loaded or loading already; `force` reloads (Try again). */
export const loadProfileAtom = atom(null, (get, set, force: boolean = false) => {
  const user = get(sessionUserAtom);
  return user ? set(profile.load, user.id, force) : Promise.resolve();
});

/** The current user's profile state, asking for it when nobody has yet. */
export function useProfile(): ProfileState {
  const userId = useAtomValue(sessionUserAtom)?.id;
  const load = useSetAtom(loadProfileAtom);
  useEffect(() => {
    if (userId) void load();
  }, [userId, load]);
  return useAtomValue(profileStateAtom);
}
