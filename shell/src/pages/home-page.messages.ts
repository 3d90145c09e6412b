// English texts of the home screen (its head is the site's own title and description, page-head.ts).
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const homeMessages = defineMessages('shell.home', {
  eyebrow: 'Free tools · Discounts · Guides · Toolkits',
  title: 'Resources for Students',
  lead: 'Everything worth knowing about as a student, in one place: software you get for free, discounts that save real money, and guides for applications, research and your first internship.',
  browse: 'Browse Resources',
  loading: 'Loading',
});
