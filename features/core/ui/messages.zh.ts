import type { Translation } from '../shared/i18n/messages';
import type { coreMessages } from './messages';

export default {
  tryAgain: '重试',
} satisfies Translation<typeof coreMessages.en>;
