import { defineMessages } from '@quadkit/core/shared/i18n/messages';

/** The spinners' labels while a browse screen's first data loads. */
export const routeMessages = defineMessages('browse.routes', {
  resources: 'Loading resources',
  resource: 'Loading resource',
  majors: 'Loading majors',
  major: 'Loading major',
});
