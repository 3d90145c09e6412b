import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { launcherMessages } from './messages';

export default {
  open: 'Abrir el Asistente de estudio',
} satisfies Translation<typeof launcherMessages.en>;
