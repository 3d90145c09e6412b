import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const popularMessages = defineMessages('browse.home-popular', {
  title: 'Popular',
  lead: 'The tools students reach for again and again.',
  more: 'See all popular',
  loading: 'Loading popular resources',
});
