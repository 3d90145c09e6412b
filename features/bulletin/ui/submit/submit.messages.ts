// English texts of /bulletin-board/submit; translations beside it. The rules' messages are in rules.messages.ts.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const submitMessages = defineMessages('bulletin.submit', {
  title: 'Submit an Article',
  back: 'Back to Bulletin Board',
  lead: 'Share a guide or tip with other students. Posts are reviewed before they appear.',
  signInTitle: 'Sign in to submit an article',
  signInMessage: 'Create an account or sign in to share your article with other students.',
  viewMine: 'View My Submissions',
  another: 'Submit another',
  titleLabel: 'Title',
  characters: ' characters',
  contentLabel: 'Content',
  bodyHint: '{count} characters (at least {min}). Markdown is supported; links are not allowed.',
  tagsLabel: 'Tags',
  tagsPlaceholder: 'Study Tips, Productivity',
  autoSuggest: 'Auto-suggest tags',
  tagsHint: 'Separate tags with commas (at most {max}).',
  submitting: 'Submitting…',
  submit: 'Submit Article',
});
