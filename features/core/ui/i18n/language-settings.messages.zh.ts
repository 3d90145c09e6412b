import type { Translation } from '../../shared/i18n/messages';
import type { languageSettingsMessages } from './language-settings.messages';

export default {
  title: '语言',
  lead: '在你登录的每台设备上，Quadkit 都会以此语言打开。',
} satisfies Translation<typeof languageSettingsMessages.en>;
