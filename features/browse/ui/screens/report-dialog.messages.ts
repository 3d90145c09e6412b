import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const reportDialogMessages = defineMessages('browse.report', {
  title: 'Report a problem',
  description: 'Tell us what is wrong with this resource.',
  reason: 'Reason',
  chooseReason: 'Choose what is wrong.',
  note: 'Note (optional)',
  thanks: "Thanks for the report. We'll take a look.",
  failed: 'The report could not be sent.',
  cancel: 'Cancel',
  send: 'Send report',
  sending: 'Sending…',
});
