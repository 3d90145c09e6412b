// English titles of the bulletin's slot entries (dashboard, /admin, /submissions); translations beside it. The
// shell loads slots.ts with its entry, so the keys stay short.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const slotMessages = defineMessages('bulletin.slots', {
  count: 'Submissions',
  mine: 'My Bulletin Board Posts',
  queue: 'Bulletin posts awaiting review',
  posts: 'Bulletin Board Posts',
});
