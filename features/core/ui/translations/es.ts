// Core's Spanish tables by bundle id, for the shell to register for Spanish readers.
import type { LocaleTables } from '../../shared/i18n/messages';
import headDefaults from '../../shared/head-defaults.messages.es';
import siteHead from '../../shared/site-head.messages.es';
import languageSettings from '../i18n/language-settings.messages.es';
import language from '../i18n/language-switcher.messages.es';
import core from '../messages.es';

export default {
  core,
  'core.site-head': siteHead,
  'core.head-defaults': headDefaults,
  'core.language': language,
  'core.language-settings': languageSettings,
} satisfies LocaleTables;
