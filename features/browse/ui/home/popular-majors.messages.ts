import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const popularMajorsMessages = defineMessages('browse.home-majors', {
  title: 'Popular Majors',
  lead: 'See what students in your field use most.',
  more: 'View all majors',
  loading: 'Loading popular majors',
  count: { one: '{count} resource', other: '{count} resources' },
});
