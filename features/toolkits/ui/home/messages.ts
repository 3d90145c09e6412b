// English texts of the home page's toolkit showcase; translations beside it.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const showcaseMessages = defineMessages('toolkits.home', {
  title: 'Featured Toolkits',
  lead: 'Collections of tools for exams, research, presentations and more.',
  seeAll: 'See All Toolkits',
  loading: 'Loading toolkits',
  failed: "Couldn't load toolkits: {message}",
  list: 'Featured toolkits',
});
