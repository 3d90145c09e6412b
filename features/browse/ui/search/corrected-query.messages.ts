import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const correctedMessages = defineMessages('browse.corrected', {
  showing: 'Showing results for {query}',
  relaxed: 'No exact match for {asked}. Showing results for {kept}',
  quoted: '"{text}"',
});
