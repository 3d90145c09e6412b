import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const trendingMessages = defineMessages('trending.page', {
  title: 'Trending Now',
  lead: 'The resources students are viewing and saving most right now.',
  listName: 'Trending now',
  back: 'Back to Home',
  loading: 'Loading trending resources',
  error: 'Error Loading Trending Resources',
  loadFailed: 'An error occurred',
  empty: 'No trending resources yet',
  browseAll: 'Browse All Resources',
  noMatch: 'No trending resources match your filters',
  clearFilters: 'Clear Filters',
  resources: 'Trending resources',
  searchPlaceholder: 'Search trending resources...',
  search: 'Search trending resources',
  clearSearch: 'Clear search',
  category: 'Category',
  allCategories: 'All Categories',
  stats: 'Trending Stats',
  categories: 'Categories represented',
  tags: 'Unique tags',
});
