// Core's Chinese tables by bundle id, for the shell to register for Chinese readers.
import type { LocaleTables } from '../../shared/i18n/messages';
import controls from '../controls.messages.zh';
import core from '../messages.zh';

export default { core, 'core.controls': controls } satisfies LocaleTables;
