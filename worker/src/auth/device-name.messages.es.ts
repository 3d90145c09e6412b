import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { deviceMessages } from './device-name.messages';

export default {
  browserOn: '{browser} en {system}',
  unknown: 'Navegador desconocido',
} satisfies Translation<typeof deviceMessages.en>;
