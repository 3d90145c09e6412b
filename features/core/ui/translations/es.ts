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
  // The catalog's names, one table per kind (shared/i18n/taxonomy.ts), written out: calling the shared helper
  // would make this language's chunk import the home page's chunk, where that helper lives.
  'catalog.category': names.category,
  'catalog.tag': names.tag,
  'catalog.field': names.field,
  'catalog.major': names.major,
  'catalog.region': names.region,
  // The eligibility countries' names (shared/i18n/country-names.ts).
  'catalog.country': countries,
} satisfies LocaleTables;
