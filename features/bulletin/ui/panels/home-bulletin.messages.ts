// English texts of the home page's bulletin section (loaded with /: keys kept short); translations beside it.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const homeBulletinMessages = defineMessages('bulletin.home', {
  title: 'From the Bulletin Board',
  lead: 'Guides and tips for student life, from our writers and from students.',
  all: 'View all articles',
  loading: 'Loading articles',
  error: "Couldn't load articles: {message}",
  failed: 'Failed to load articles',
  latest: 'Latest articles',
});
