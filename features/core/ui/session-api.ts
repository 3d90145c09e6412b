// The auth API's calls (/api/auth/*) as the UI makes them; each answers the user or throws an ApiError
// whose message the sign-in form shows as it is ('Invalid login credentials', 'User already registered'…).
import type { SignedInResponse, SignOutResponse } from '../shared/auth-responses';
import { apiPostJson, apiSend } from './api-client';
import { sharedGet } from './data/shared-get';
import type { SessionUser } from './session-atoms';

export interface Credentials {
  email: string;
  password: string;
}

/** The current session's user, or null when no one is signed in. */
export async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  const { user } = await sharedGet('/api/auth/session', { signal });
  return user;
}

export async function signIn(credentials: Credentials): Promise<SessionUser> {
  return (await apiPostJson<SignedInResponse>('/api/auth/sign-in', credentials)).user;
}

export async function signUp(credentials: Credentials): Promise<SessionUser> {
  return (await apiPostJson<SignedInResponse>('/api/auth/sign-up', credentials)).user;
}

export async function signOut(): Promise<void> {
  await apiSend<SignOutResponse>('POST', '/api/auth/sign-out');
}
