import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { panelMessages } from './panels.messages';

export default {
  reports: 'Problemas reportados',
} satisfies Translation<typeof panelMessages.en>;
