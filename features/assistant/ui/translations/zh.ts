// The assistant's Chinese tables by bundle id, for the shell to register for Chinese readers.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import launcher from '../launcher/messages.zh';
import panel from '../panel/messages.zh';

export default { 'assistant.launcher': launcher, 'assistant.panel': panel } satisfies LocaleTables;
