// Core's Spanish tables by bundle id, for the shell to register for Spanish readers.
import type { LocaleTables } from '../../shared/i18n/messages';
import controls from '../controls.messages.es';
import core from '../messages.es';

export default { core, 'core.controls': controls } satisfies LocaleTables;
