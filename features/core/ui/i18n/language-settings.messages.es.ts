import type { Translation } from '../../shared/i18n/messages';
import type { languageSettingsMessages } from './language-settings.messages';

export default {
  title: 'Idioma',
  lead: 'Quadkit se abre en este idioma en cada dispositivo donde inicies sesión.',
} satisfies Translation<typeof languageSettingsMessages.en>;
