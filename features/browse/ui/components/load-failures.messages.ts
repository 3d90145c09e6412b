import { defineMessages } from '@quadkit/core/shared/i18n/messages';

/**
 * What a screen says when its load failed and the API gave no reason. The loaders settle with the English text
 * (they know no reader), and the screen shows it in the reader's language; an API's own message stays as received.
 */
export const loadFailureMessages = defineMessages('browse.load-failures', {
  resources: 'Failed to fetch resources',
  majors: 'Failed to load majors',
  major: 'Failed to load this major',
});
