// English text of the floating Study Assistant button (in every page's first load, so just this one).
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const launcherMessages = defineMessages('assistant.launcher', {
  open: 'Open Study Assistant',
});
