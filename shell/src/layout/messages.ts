// English texts of the frame every page shows: header, footer, bottom nav, search, theme switch, user menu.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const layoutMessages = defineMessages('shell.layout', {
  loadingPage: 'Loading page',
  skip: 'Skip to content',
  home: 'Home',
  browse: 'Browse',
  saved: 'Saved',
  account: 'Account',
  mainNav: 'Main',
  search: 'Search',
  searchTitle: 'Search (Ctrl+K)',
  darkMode: 'Dark mode',
  toLight: 'Switch to light mode',
  toDark: 'Switch to dark mode',
  loadingApp: 'Loading Quadkit',
  tagline: 'Free tools, student discounts, guides and toolkits for students.',
  elsewhere: 'Quadkit elsewhere',
  supportUs: 'Support Us',
  rights: '© {year} Quadkit. All rights reserved.',
  siteNotice: 'Site notice',
});
