// English texts of the admin's bulletin review queue; translations beside it.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const reviewQueueMessages = defineMessages('bulletin.review', {
  decisionFailed: 'The decision could not be saved.',
  byLine: 'By {email} · submitted {date}',
  reason: 'Reason (optional)',
  approve: 'Approve',
  reject: 'Reject',
  loading: 'Loading the review queue',
  loadFailed: 'Failed to load the review queue',
  empty: 'No posts are waiting for review',
  listLabel: 'Posts awaiting review',
});
