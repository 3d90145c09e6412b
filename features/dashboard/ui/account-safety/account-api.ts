// The account-safety calls as the UI makes them (the API lives in the worker's auth, so its shared types
// are in core/shared/auth-responses).
import type { AccountActionResponse, SignOutOthersResponse } from '@quadkit/core/shared/auth-responses';
import { apiDelete, apiPostJson } from '@quadkit/core/ui/api-client';
import { sharedGet } from '@quadkit/core/ui/data/shared-get';

export const changePassword = (currentPassword: string, newPassword: string) =>
  apiPostJson<AccountActionResponse>('/api/account/password', { currentPassword, newPassword });

export const fetchSessions = async (signal?: AbortSignal) =>
  (await sharedGet('/api/account/sessions', { signal })).sessions;

export const signOutOthers = () => apiDelete<SignOutOthersResponse>('/api/account/sessions/others');

export const requestPasswordReset = (email: string) =>
  apiPostJson<AccountActionResponse>('/api/auth/forgot-password', { email });

export const resetPassword = (token: string, password: string) =>
  apiPostJson<AccountActionResponse>('/api/auth/reset-password', { token, password });
