// Core's Spanish tables by bundle id, for the shell to register for Spanish readers.
import type { LocaleTables } from '../../shared/i18n/messages';
import core from '../messages.es';

export default { core } satisfies LocaleTables;
