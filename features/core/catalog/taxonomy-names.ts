// The catalog's vocabulary in Spanish and Chinese (data/i18n/*.json), keyed by English name per kind; core's
// translation aggregators register each language's file alone, so one language never ships the other's names.
import es from './data/i18n/es.json';
import zh from './data/i18n/zh.json';

export const TAXONOMY_NAME_FILES = [
  ['data/i18n/es.json', es],
  ['data/i18n/zh.json', zh],
] as const;
