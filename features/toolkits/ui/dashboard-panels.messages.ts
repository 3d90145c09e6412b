// English titles of the toolkits feature's dashboard panels (on the first load with the panel list: keys short).
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const panelMessages = defineMessages('toolkits.panels', {
  count: 'Toolkits',
  savedCount: 'Saved items',
  mine: 'My Toolkits',
  saved: 'Saved resources',
});
