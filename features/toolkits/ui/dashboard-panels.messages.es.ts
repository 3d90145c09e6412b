import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { panelMessages } from './dashboard-panels.messages';

export default {
  count: 'Kits de herramientas',
  savedCount: 'Guardados',
  mine: 'Mis kits de herramientas',
  saved: 'Recursos guardados',
} satisfies Translation<typeof panelMessages.en>;
