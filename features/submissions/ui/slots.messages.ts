// English titles of the submissions feature's slot entries (/admin, /submissions); translations beside it. The
// shell loads index.ts with its entry, so the keys stay short.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const slotMessages = defineMessages('submissions.slots', {
  queue: 'Resource submissions awaiting review',
  notice: 'Site notice',
  mine: 'Resource Submissions',
});
