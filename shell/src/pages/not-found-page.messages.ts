import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const notFoundMessages = defineMessages('shell.not-found', {
  title: 'Page not found',
  message: 'The page you are looking for does not exist or has moved.',
  back: 'Back to home',
});
