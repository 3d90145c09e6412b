import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { offlineMessages } from './messages';

export default {
  notice: 'Estás sin conexión. Mostrando contenido guardado.',
} satisfies Translation<typeof offlineMessages.en>;
