// The site's own head texts in English: home's title and description (also every page's when nothing better is
// known) and the pattern of every other page's title. In the browser's entry: kept to what every page needs.
import { defineMessages } from './i18n/messages';

export const siteHeadMessages = defineMessages('core.site-head', {
  title: 'Quadkit – Free tools and student discounts for university students',
  description: 'Quadkit curates free tools, student discounts, guides and toolkits for university students.',
  pageTitle: '{name} – Quadkit',
});
