// English texts of core's shared components (states, dialogs, pagination); translations beside it.
import { defineMessages } from '../shared/i18n/messages';

export const coreMessages = defineMessages('core', {
  tryAgain: 'Try Again',
  cancel: 'Cancel',
  signIn: 'Sign In',
  loading: 'Loading…',
  newTab: '(opens in a new tab)',
  breadcrumb: 'Breadcrumb',
  pagination: 'Pagination',
  previous: 'Previous',
  previousPage: 'Previous page',
  next: 'Next',
  nextPage: 'Next page',
  page: 'Page {page}',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  tags: 'Tags',
  moreTags: 'and {count} more',
  notifications: 'Notifications',
  success: 'Success:',
  error: 'Error:',
  notice: 'Notice:',
  dismiss: 'Dismiss notification',
  failed: 'An error occurred',
  passwordRules: 'At least 8 characters, not only letters or only digits, and not a common password like "password1".',
});
