// The assistant's Spanish tables by bundle id, for the shell to register for Spanish readers.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import launcher from '../launcher/messages.es';
import panel from '../panel/messages.es';

export default { 'assistant.launcher': launcher, 'assistant.panel': panel } satisfies LocaleTables;
