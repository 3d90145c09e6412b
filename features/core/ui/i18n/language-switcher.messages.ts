import { defineMessages } from '../../shared/i18n/messages';

export const languageMessages = defineMessages('core.language', {
  label: 'Language',
});
