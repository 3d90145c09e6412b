// English texts of the user's resource suggestions on /submissions; translations beside it.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const mineMessages = defineMessages('submissions.mine', {
  loading: 'Loading your resource submissions',
  loadFailed: "Couldn't load your resource submissions",
  empty: 'No resource submissions yet',
  submit: 'Submit a Resource',
  listLabel: 'Your resource submissions',
  reason: 'Reason: {reason}',
  view: 'View it in the catalog',
});
