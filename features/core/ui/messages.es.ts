import type { Translation } from '../shared/i18n/messages';
import type { coreMessages } from './messages';

export default {
  tryAgain: 'Intentar de nuevo',
} satisfies Translation<typeof coreMessages.en>;
