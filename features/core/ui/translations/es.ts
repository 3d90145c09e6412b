// Core's Spanish tables by bundle id, and the catalog's names in Spanish, for the shell to register for
// Spanish readers.
import names from '../../catalog/data/i18n/es.json';
import type { LocaleTables } from '../../shared/i18n/messages';
import { taxonomyTables } from '../../shared/i18n/taxonomy';
import controls from '../controls.messages.es';
import core from '../messages.es';

export default { core, 'core.controls': controls, ...taxonomyTables(names) } satisfies LocaleTables;
