import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const panelMessages = defineMessages('browse.panels', {
  reports: 'Reported problems',
});
