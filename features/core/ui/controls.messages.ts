// English texts of core's controls that only lazy screens draw (dialogs, pagination, badges, account forms), kept
// apart from core's table so the first load of a page carries none of them.
import { defineMessages } from '../shared/i18n/messages';

export const controlsMessages = defineMessages('core.controls', {
  cancel: 'Cancel',
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
  failed: 'An error occurred',
  passwordRules: 'At least 8 characters, not only letters or only digits, and not a common password like "password1".',
});
