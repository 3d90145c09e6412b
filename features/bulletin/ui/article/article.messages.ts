// English texts of /bulletin/{id} and its head; translations beside it.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const articleMessages = defineMessages('bulletin.article', {
  back: 'Back to Bulletin Board',
  more: 'More articles',
  previous: '← Previous',
  next: 'Next →',
  related: 'Related Articles',
  missing: 'This article may have been removed, or the link may be mistyped.',
  errorTitle: 'Error Loading Article',
  loadFailed: 'Failed to load the article',
  loading: 'Loading article',
  progress: 'Reading progress',
  home: 'Home',
});
