// Core's Chinese tables by bundle id, and the catalog's names in Chinese, for the shell to register for
// Chinese readers.
import countries from '../../catalog/data/i18n/countries.zh.json';
import names from '../../catalog/data/i18n/zh.json';
import type { LocaleTables } from '../../shared/i18n/messages';
import headDefaults from '../../shared/head-defaults.messages.zh';
import noscript from '../../shared/noscript.messages.zh';
import openCatalog from '../../shared/open-catalog.messages.zh';
import siteHead from '../../shared/site-head.messages.zh';
import controls from '../controls.messages.zh';
import languageSettings from '../i18n/language-settings.messages.zh';
import language from '../i18n/language-switcher.messages.zh';
import core from '../messages.zh';

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
