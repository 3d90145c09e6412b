// Core's Chinese tables by bundle id, for the shell to register for Chinese readers.
import names from '../../catalog/data/i18n/zh.json';
import type { LocaleTables } from '../../shared/i18n/messages';
import core from '../messages.zh';

export default {
  core,
  'catalog.category': names.category,
  'catalog.tag': names.tag,
  'catalog.field': names.field,
  'catalog.major': names.major,
  'catalog.region': names.region,
} satisfies LocaleTables;
