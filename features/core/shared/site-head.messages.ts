// The site's own head texts in English: home's title and description (also every page's when nothing better is
// known), the pattern of every other page's title, and the worker's heads for pages no route describes.
import { defineMessages } from './i18n/messages';

export const siteHeadMessages = defineMessages('core.site-head', {
  title: 'Quadkit – Free tools and student discounts for university students',
  description: 'Quadkit curates free tools, student discounts, guides and toolkits for university students.',
  pageTitle: '{name} – Quadkit',
  shareAlt: 'Quadkit: resources for students',
  notFoundTitle: 'Page not found',
  notFoundDescription: 'The page you are looking for does not exist or has moved.',
});
