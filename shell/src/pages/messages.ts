// English texts of the route error screen (any route's, so in the first load).
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const pagesMessages = defineMessages('shell.pages', {
  errorTitle: 'Something went wrong',
  errorMessage: 'This page could not be shown. Check your connection and try again.',
  errorRetry: 'Try again',
});
