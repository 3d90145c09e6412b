// English texts of the bulletin's cards and badges; translations beside it.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const cardMessages = defineMessages('bulletin.cards', {
  readTime: '{count} min read',
  tags: 'Tags',
});
