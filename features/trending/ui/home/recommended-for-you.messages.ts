import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const recommendedMessages = defineMessages('trending.recommended', {
  title: 'Recommended for You',
  lead: 'Picked from your interests, goals and what you have looked at.',
  loading: 'Loading recommendations',
  list: 'Recommended for you',
  resource: 'Resource',
  toolkit: { one: 'Toolkit · {count} resource', other: 'Toolkit · {count} resources' },
});
