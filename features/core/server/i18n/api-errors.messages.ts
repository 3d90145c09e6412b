// The English of the worker's shared error texts (errors.ts, validate.ts, the rate limits' waits), as templates:
// the worker's error localizer (known-text.ts) finds a sent text here and answers it in the request's language.
import { defineMessages } from '../../shared/i18n/messages';

export const apiErrorMessages = defineMessages('core.apiErrors', {
  tooMany: 'Too many {what}. Please try again in {wait}.',
  seconds: { one: '{count} second', other: '{count} seconds' },
  minutes: { one: '{count} minute', other: '{count} minutes' },
  internal: 'Something went wrong on our side. Please try again.',
  authMissing: 'Auth session missing!',
  notValid: 'The request is not valid.',
  notHandled: 'The request could not be handled.',
  jsonBody: 'Send the request body as JSON (Content-Type: application/json).',
  signedOut: 'User must be authenticated',
  limitReached: 'You have reached the limit of {cap} {what}. Delete some before adding more.',
  signUps: 'sign-ups',
  failedSignIns: 'failed sign-in attempts',
  posts: 'posts',
  toolkitChanges: 'toolkit changes',
  copies: 'copies',
  bookmarkChanges: 'bookmark changes',
  submissions: 'submissions',
  reports: 'reports',
  messages: 'messages',
  passwordChanges: 'password changes',
  resetRequests: 'password reset requests',
});
