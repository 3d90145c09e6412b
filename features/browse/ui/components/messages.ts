import { defineMessages } from '@quadkit/core/shared/i18n/messages';

/** Words several browse screens share (not home's first load). */
export const sharedMessages = defineMessages('browse.shared', {
  fallback: 'We could not reach the live catalog, so you are seeing the built-in list.',
  backHome: 'Back to home',
  loadError: 'Error Loading Resources',
  browseAll: 'Browse all resources',
  clearFilters: 'Clear filters',
  qualify: 'You qualify',
  notLevel: 'Not for your level',
  notRegion: 'Not for your region',
  allRegions: 'All regions',
  northeast: 'Northeast',
  midwest: 'Midwest',
  south: 'South',
  west: 'West',
  international: 'International',
  nationwide: 'Nationwide/Online',
  undocumented: 'Undocumented Student Resources',
  and: '{first} and {second}',
  comma: ', ',
});
