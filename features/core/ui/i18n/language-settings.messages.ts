// The language setting's texts on /dashboard (the switcher's own label is in its table, in the header's entry).
import { defineMessages } from '../../shared/i18n/messages';

export const languageSettingsMessages = defineMessages('core.language-settings', {
  title: 'Language',
  lead: 'Quadkit opens in this language on every device you sign in on.',
});
