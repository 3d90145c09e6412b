// Core's Chinese tables by bundle id, and the catalog's names in Chinese, for the shell to register for
// Chinese readers.
import names from '../../catalog/data/i18n/zh.json';
import type { LocaleTables } from '../../shared/i18n/messages';
import { taxonomyTables } from '../../shared/i18n/taxonomy';
import controls from '../controls.messages.zh';
import core from '../messages.zh';

export default { core, 'core.controls': controls, ...taxonomyTables(names) } satisfies LocaleTables;
