// The signed-in user's profile, shared by the header's user menu, the onboarding wizard and the dashboard:
// loaded once per user, replaced by whatever a save or an avatar upload answers, gone with the session.
import { messageOf } from '@quadkit/core/ui/data/settle';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { isUnauthorized } from '@quadkit/core/ui/api-client';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { reportedViewerAtom } from '@quadkit/core/ui/viewer-eligibility';
import type { Profile } from '../shared/profile';
import { fetchProfile } from './profile-api';

export type ProfileState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; profile: Profile };

/** Tagged with the user it belongs to, so a profile left from before a sign-out is never shown to the next user. */
type Entry = { userId: string; state: Exclude<ProfileState, { status: 'signed-out' }> };

const storedEntryAtom = atom<Entry | null>(null);

/** Every write also tells core who the viewer is for eligibility (level and country), or that the profile went. */
const entryAtom = atom(
  (get) => get(storedEntryAtom),
  (_get, set, entry: Entry | null) => {
    set(storedEntryAtom, entry);
    const state = entry?.state;
    if (!state || state.status === 'ready') set(reportedViewerAtom, state ? state.profile : null);
  },
);

export const profileStateAtom = atom<ProfileState>((get) => {
  const user = get(sessionUserAtom);
  if (!user) return { status: 'signed-out' };
  const entry = get(entryAtom);
  return entry?.userId === user.id ? entry.state : { status: 'loading' };
});

/** The profile when it is loaded, else null (signed out, loading or failed). */
export const profileAtom = atom((get) => {
  const state = get(profileStateAtom);
  return state.status === 'ready' ? state.profile : null;
});

/** Stores a profile the API answered (after a save or an upload), so every view of it updates at once. */
export const setProfileAtom = atom(null, (_get, set, profile: Profile) => {
  set(entryAtom, { userId: profile.user_id, state: { status: 'ready', profile } });
});

export const clearProfileAtom = atom(null, (_get, set) => set(entryAtom, null));

/** Loads the signed-in user's profile unless it is loaded or loading already; `force` reloads (Try again). */
export const loadProfileAtom = atom(null, async (get, set, force: boolean = false) => {
  const user = get(sessionUserAtom);
  if (!user) return;
  const entry = get(entryAtom);
  if (!force && entry?.userId === user.id && entry.state.status !== 'error') return;
  const loading: Entry = { userId: user.id, state: { status: 'loading' } };
  set(entryAtom, loading);
  // Anything stored meanwhile (a save, an upload, a sign-out) is newer than this answer and wins.
  const stillWanted = () => get(entryAtom) === loading && get(sessionUserAtom)?.id === user.id;
  try {
    const profile = await fetchProfile();
    if (stillWanted()) set(entryAtom, { userId: user.id, state: { status: 'ready', profile } });
  } catch (error) {
    if (!stillWanted()) return;
    if (isUnauthorized(error)) {
      // The session ended elsewhere (expired, signed out in another tab): show this tab as signed out too.
      set(entryAtom, null);
      set(sessionUserAtom, null);
      return;
    }
    console.error('Failed to load the profile', error);
    const message = messageOf(error, 'Unknown error');
    set(entryAtom, { userId: user.id, state: { status: 'error', message } });
  }
});

/** The current user's profile state, asking for it when nobody has yet. */
export function useProfile(): ProfileState {
  const state = useAtomValue(profileStateAtom);
  const userId = useAtomValue(sessionUserAtom)?.id;
  const load = useSetAtom(loadProfileAtom);
  useEffect(() => {
    if (userId) void load();
  }, [userId, load]);
  return state;
}
