// English texts of the home screen and its head (the site's own title and description).
import { defineMessages } from '@quadkit/core/shared/i18n/messages';
import { SITE_DESCRIPTION, SITE_TITLE } from '@quadkit/core/shared/page-head';

export const homeMessages = defineMessages('shell.home', {
  siteTitle: SITE_TITLE,
  siteDescription: SITE_DESCRIPTION,
  eyebrow: 'Free tools · Discounts · Guides · Toolkits',
  title: 'Resources for Students',
  lead: 'Everything worth knowing about as a student, in one place: software you get for free, discounts that save real money, and guides for applications, research and your first internship.',
  browse: 'Browse Resources',
  loading: 'Loading',
});
