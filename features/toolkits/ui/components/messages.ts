// English texts the toolkit screens share: counts, kinds, visibility labels, the card; translations beside it.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const commonMessages = defineMessages('toolkits.common', {
  resources: { one: '{count} resource', other: '{count} resources' },
  untitled: 'Untitled',
  toolkit: 'Toolkit',
  resource: 'Resource',
  gone: 'No longer available',
  public: 'Public',
  unlisted: 'Unlisted',
  private: 'Private',
  browse: 'Browse Resources',
  moreTools: { other: '+{count} more tools' },
  toolsIn: 'Tools in {title}',
  view: 'View Toolkit',
  viewLabel: 'View Toolkit: {title}',
  deleted: 'Toolkit deleted successfully',
  deleteFailed: 'Failed to delete toolkit',
  loadFailed: 'Failed to load toolkits',
});
