import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const categoryTilesMessages = defineMessages('browse.home-categories', {
  title: 'Browse by Category',
  lead: 'Start with what you need right now.',
  label: 'Browse {name} category',
  count: { one: '{count} resource', other: '{count} resources' },
});
