// English texts of the toolkits feature's dashboard panels; translations beside it.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const dashboardMessages = defineMessages('toolkits.dashboard', {
  failed: 'Could not be loaded',
  loading: 'Loading',
  loadingToolkits: 'Loading your toolkits',
  noToolkits: "You haven't created any toolkits yet. Put your favourite resources together and share them.",
  create: 'Create Toolkit',
  yourToolkits: 'Your toolkits',
  view: 'View',
  viewLabel: 'View {title}',
  edit: 'Edit',
  editLabel: 'Edit {title}',
  delete: 'Delete',
  deleteLabel: 'Delete {title}',
  allShown: 'All {count} of your toolkits, newest first.',
  someShown: 'Showing {shown} of your {count} toolkits, newest first.',
  showFewer: 'Show fewer',
  viewAll: 'View all {count} toolkits',
  confirmTitle: 'Delete "{title}"?',
  confirmTitleAny: 'Delete toolkit?',
  confirmText: 'Are you sure you want to delete this toolkit?',
  deleting: 'Deleting...',
  loadingSaved: 'Loading saved resources',
  noSaved: 'No saved resources yet. Press the bookmark on any resource or toolkit to keep it for later.',
  yourSaved: 'Your saved items',
  allSaved: 'View all saved resources →',
});
