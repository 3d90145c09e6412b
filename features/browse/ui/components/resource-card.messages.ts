import { defineMessages } from '@quadkit/core/shared/i18n/messages';

/** The card's own words, and the detail page's same ones (home loads these, so they stay few). */
export const cardMessages = defineMessages('browse.card', {
  untitled: 'Untitled',
  visit: 'Visit Website',
  verified: 'Last verified',
  months: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec',
  monthYear: '{month} {year}',
});
