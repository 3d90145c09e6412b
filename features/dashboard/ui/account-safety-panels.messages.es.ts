import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { accountPanelMessages } from './account-safety-panels.messages';

export default {
  changePassword: 'Cambiar contraseña',
  sessions: 'Dispositivos con sesión iniciada',
} satisfies Translation<typeof accountPanelMessages.en>;
