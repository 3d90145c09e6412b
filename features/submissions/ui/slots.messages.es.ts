import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { slotMessages } from './slots.messages';

export default {
  queue: 'Sugerencias de recursos pendientes de revisión',
  notice: 'Aviso del sitio',
  mine: 'Sugerencias de recursos',
} satisfies Translation<typeof slotMessages.en>;
