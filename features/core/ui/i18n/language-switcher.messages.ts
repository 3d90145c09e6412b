import { defineMessages } from '../../shared/i18n/messages';

export const languageMessages = defineMessages('core.language', {
  label: 'Language',
  settingsLead: 'Quadkit opens in this language on every device you sign in on.',
});
