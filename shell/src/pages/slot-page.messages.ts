// English texts of the shell's pages of slots, /admin and /submissions (lazy, like those pages).
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const slotPageMessages = defineMessages('shell.slot-pages', {
  admin: 'Admin',
  adminPanels: 'Admin panels',
  submissions: 'My Submissions',
  backToDashboard: 'Back to dashboard',
  submissionsSignIn: 'Sign in to see your submissions',
  submissionsWhy:
    'Your bulletin posts and resource suggestions, with their review status, are listed here once you sign in.',
  loadingPanel: 'Loading {title}',
});
