import type { Translation } from '../../shared/i18n/messages';
import type { languageMessages } from './language-switcher.messages';

export default {
  label: '语言',
  settingsLead: '在你登录的每台设备上，Quadkit 都会以此语言打开。',
} satisfies Translation<typeof languageMessages.en>;
