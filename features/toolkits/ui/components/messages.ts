// English texts the toolkit screens share: kinds, fallbacks, delete toasts; translations beside it.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const commonMessages = defineMessages('toolkits.common', {
  untitled: 'Untitled',
  toolkit: 'Toolkit',
  resource: 'Resource',
  gone: 'No longer available',
  browse: 'Browse Resources',
  deleted: 'Toolkit deleted successfully',
  deleteFailed: 'Failed to delete toolkit',
});
