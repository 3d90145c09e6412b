// The heads' shared texts beyond the site's title: the site's share card and the worker's not-found head. Apart
// from site-head.messages.ts, which the browser's entry carries.
import { defineMessages } from './i18n/messages';

export const headDefaultsMessages = defineMessages('core.head-defaults', {
  shareAlt: 'Quadkit: resources for students',
  notFoundTitle: 'Page not found',
  notFoundDescription: 'The page you are looking for does not exist or has moved.',
});
