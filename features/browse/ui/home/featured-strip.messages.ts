import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const featuredMessages = defineMessages('browse.home-featured', {
  title: 'Featured resources',
  loading: 'Loading featured resources',
});
