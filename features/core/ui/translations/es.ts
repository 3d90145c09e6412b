// Core's Spanish tables by bundle id, and the catalog's names in Spanish, for the shell to register for
// Spanish readers.
import countries from '../../catalog/data/i18n/countries.es.json';
import names from '../../catalog/data/i18n/es.json';
import type { LocaleTables } from '../../shared/i18n/messages';
import headDefaults from '../../shared/head-defaults.messages.es';
import noscript from '../../shared/noscript.messages.es';
import openCatalog from '../../shared/open-catalog.messages.es';
import siteHead from '../../shared/site-head.messages.es';
import controls from '../controls.messages.es';
import languageSettings from '../i18n/language-settings.messages.es';
import language from '../i18n/language-switcher.messages.es';
import core from '../messages.es';

export default {
  core,
  'core.controls': controls,
  'core.site-head': siteHead,
  'core.head-defaults': headDefaults,
  'core.open-catalog': openCatalog,
  'core.noscript': noscript,
  'core.language': language,
  'core.language-settings': languageSettings,
  // The catalog's names as taxonomy.ts names their tables ('catalog.tag', …), built here: its helper lives in the
  // home page's chunk, which this language's chunk would then import.
  ...Object.fromEntries(Object.entries(names).map(([kind, table]) => [`catalog.${kind}`, table])),
  'catalog.country': countries, // shared/i18n/country-names.ts
} satisfies LocaleTables;
