// The signed-in user's profile, shared by the header's user menu, the onboarding wizard and the dashboard: one query
// per user, loaded once, replaced by whatever a save or an avatar upload answers. Its level and country are also
// reported to core's eligibility viewer (UI state, in jotai), which browse's badges read.
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { isUnauthorized } from '@quadkit/core/ui/api-client';
import { browserQueries } from '@quadkit/core/ui/data/query-cache';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { unwrap } from '@quadkit/core/ui/data/unwrap';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { reportedViewerAtom } from '@quadkit/core/ui/viewer-eligibility';
import type { Profile } from '../shared/profile';
import { dashboardClient } from './dashboard-client';

export type ProfileState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  /** `message` is the server's, or '' when it gave none (the screen words that in the reader's language). */
  | { status: 'error'; message: string }
  | { status: 'ready'; profile: Profile };

const PROFILE = 'profile:';
const keyOf = (userId: string) => PROFILE + userId;

// GET /api/profile is read here, on the first page; the writes (profile-api.ts) load with the screens that write.
const fetchProfile = async () => (await unwrap(dashboardClient().profile.$get())).profile;

/** The user's profile when it is loaded (else null); for tests and code outside React. */
export function loadedProfile(userId: string): Profile | null {
  const state = browserQueries.state<Profile>(keyOf(userId));
  return state.status === 'loaded' ? state.data : null;
}

/** Loads the user's profile unless it is loaded or loading already. */
export const loadProfile = (userId: string) => browserQueries.ensure(keyOf(userId), fetchProfile);

/** Stores a profile the API answered (after a save or an upload), so every view of it updates at once. */
export const setProfileAtom = atom(null, (_get, set, answer: Profile) => {
  browserQueries.set(keyOf(answer.user_id), answer);
  set(reportedViewerAtom, answer);
});

/** Signed out or deleted: the profile is forgotten here at once. */
export const clearProfileAtom = atom(null, (_get, set) => {
  browserQueries.forget(PROFILE);
  set(reportedViewerAtom, null);
});

/** The current user's profile state, asking for it when nobody has yet; `reload` asks again (Try again). */
export function useProfile(): ProfileState & { reload: () => void } {
  const user = useAtomValue(sessionUserAtom);
  const query = useQuery(user ? keyOf(user.id) : null, fetchProfile, { maxAge: Number.POSITIVE_INFINITY });
  const setUser = useSetAtom(sessionUserAtom);
  const report = useSetAtom(reportedViewerAtom);
  const failed = query?.status === 'error' ? query.error : null;
  const profile = query?.status === 'loaded' ? query.data : null;
  useEffect(() => {
    // The session ended elsewhere (expired, signed out in another tab): show this tab as signed out too.
    if (failed && isUnauthorized(failed)) setUser(null);
  }, [failed, setUser]);
  useEffect(() => {
    if (profile) report(profile);
  }, [profile, report]);
  const reload = query?.reload ?? (() => {});
  if (!query) return { status: 'signed-out', reload };
  if (query.status === 'loading') return { status: 'loading', reload };
  if (query.status === 'error') return { status: 'error', message: messageOf(query.error, ''), reload };
  return { status: 'ready', profile: query.data, reload };
}
