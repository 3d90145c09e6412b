import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const trendingCardMessages = defineMessages('trending.card', {
  hot: 'Hot',
  score: 'Score {score}',
  untitled: 'Untitled',
  viewDetails: 'View Details',
  /** Read after 'View Details' by screen readers only, so each link names its resource. */
  detailsOf: 'of {title}',
});
