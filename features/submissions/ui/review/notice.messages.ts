// English texts of the admin's site-notice panel; translations beside it.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const noticeMessages = defineMessages('submissions.notice', {
  loading: 'Loading the site notice',
  showing: 'Showing now: "{text}"',
  none: 'No notice is showing.',
  label: 'Notice text',
  show: 'Show notice',
  clear: 'Clear notice',
  shown: 'The notice is showing on every page.',
  cleared: 'The notice is cleared.',
});
