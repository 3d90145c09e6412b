// Core's Spanish tables by bundle id, for the shell to register for Spanish readers.
import names from '../../catalog/data/i18n/es.json';
import type { LocaleTables } from '../../shared/i18n/messages';
import core from '../messages.es';

export default {
  core,
  'catalog.category': names.category,
  'catalog.tag': names.tag,
  'catalog.field': names.field,
  'catalog.major': names.major,
  'catalog.region': names.region,
} satisfies LocaleTables;
