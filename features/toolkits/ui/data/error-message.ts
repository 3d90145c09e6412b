// The sentence to show for a failed call: the API's own message, or a fallback the spec names.
import { isApiError } from '@quadkit/core/ui/api-client';

export const messageOf = (error: unknown, fallback = 'Something went wrong. Please try again.'): string =>
  isApiError(error) || error instanceof Error ? error.message || fallback : fallback;
