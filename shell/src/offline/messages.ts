// English text of the offline notice.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const offlineMessages = defineMessages('shell.offline', {
  notice: "You're offline. Showing saved content.",
});
