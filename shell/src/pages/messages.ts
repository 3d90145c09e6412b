// English texts of the shell's other pages: the route error screen, /admin and /submissions.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const pagesMessages = defineMessages('shell.pages', {
  errorTitle: 'Something went wrong',
  errorMessage: 'This page could not be shown. Check your connection and try again.',
  errorRetry: 'Try again',
  admin: 'Admin',
  adminPanels: 'Admin panels',
  submissions: 'My Submissions',
  backToDashboard: 'Back to dashboard',
  submissionsSignIn: 'Sign in to see your submissions',
  submissionsWhy:
    'Your bulletin posts and resource suggestions, with their review status, are listed here once you sign in.',
  loadingPanel: 'Loading {title}',
});
