// English texts of /bulletin-board and its head; translations beside it.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const boardMessages = defineMessages('bulletin.board', {
  title: 'Bulletin Board',
  lead: 'Guides from our writers and posts from students like you.',
  description: 'Guides and articles for students, plus posts from the Quadkit community.',
  submit: 'Submit an Article',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search articles…',
  filterByTag: 'Filter by tag',
  all: 'All',
  articles: 'Articles',
  count: { one: '{count} article', other: '{count} articles' },
  errorTitle: 'Error Loading Articles',
  loadFailed: 'Failed to load articles',
  clearFilters: 'Clear filters',
});
