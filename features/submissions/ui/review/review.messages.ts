// English texts of the admin's resource review: the queue and each suggestion's card. Translations beside it.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const reviewMessages = defineMessages('submissions.review', {
  loading: 'Loading submissions',
  loadFailed: "Couldn't load submissions",
  empty: 'No submissions to review',
  emptyMessage: 'New resource suggestions will appear here.',
  listLabel: 'Pending resource submissions',
  cardLabel: 'Submission {name}',
  submitted: 'Submitted {date}',
  approved: 'Approved "{name}": it is now in the catalog.',
  rejected: 'Rejected "{name}".',
  duplicateOf: 'Possible duplicate of ',
  inCatalog: ' (in the catalog): ',
  pending: ' (suggested earlier, pending): ',
  rejectDuplicate: 'Reject as duplicate',
  nameLabel: 'Resource Name',
  urlLabel: 'Website URL',
  descriptionLabel: 'Description',
  accessLabel: 'How to access (one step a line)',
  accessPlaceholder: 'Who can get it, what account or proof it needs, the page to start from',
  aboutLabel: 'About (optional: what the description does not say)',
  categoryLabel: 'Category',
  tagsLabel: 'Tags',
  approve: 'Approve',
  reasonLabel: 'Reason for rejection',
  reject: 'Reject',
});
