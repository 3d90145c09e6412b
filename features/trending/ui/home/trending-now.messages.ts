import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const trendingNowMessages = defineMessages('trending.now', {
  title: 'Trending Now',
  lead: 'What students are viewing and saving this fortnight.',
  viewAll: 'View all trending',
  loading: 'Loading trending resources',
  list: 'Trending now',
});
