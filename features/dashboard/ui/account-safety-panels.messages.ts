// The account-safety panels' titles, kept apart from their bodies' texts: the panel list loads with every page.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const accountPanelMessages = defineMessages('dashboard.panels', {
  changePassword: 'Change password',
  sessions: 'Signed-in devices',
});
