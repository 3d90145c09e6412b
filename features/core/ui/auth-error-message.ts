// The text an account form (sign-in/up in the shell, onboarding in the dashboard) shows for a failed call.
import { isApiError } from './api-client';

/** SPEC: the server's message ('Invalid login credentials', 'User already registered'…) or 'An error occurred'. */
export function authErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.code === 'http_error' || error.code === 'invalid_response'))
    return 'An error occurred';
  return error instanceof Error && error.message ? error.message : 'An error occurred';
}
