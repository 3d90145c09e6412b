import type { Translation } from '../../shared/i18n/messages';
import type { languageMessages } from './language-switcher.messages';

export default {
  label: 'Idioma',
  settingsLead: 'Quadkit se abre en este idioma en cada dispositivo donde inicies sesión.',
} satisfies Translation<typeof languageMessages.en>;
