// English texts of /toolkits (its head, list, states and Community Stats); translations beside it.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const toolkitsListMessages = defineMessages('toolkits.list', {
  name: 'Toolkits',
  description: 'Collections of free tools and resources put together for exams, research, presentations and more.',
  heading: 'All Toolkits',
  headingCount: 'All Toolkits ({count})',
  lead: 'Ready-made collections of resources for exams, research, presentations and more.',
  loadFailed: "Couldn't load toolkits",
  emptyTitle: 'No toolkits yet',
  emptyText: 'Toolkits are collections of resources put together by students. Start with a few resources you like.',
  stats: 'Community Stats',
  statToolkits: 'Public toolkits',
  statResources: 'Total resources',
  statAverage: 'Average resources per toolkit',
});
