import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { fallbackMessages } from './fallback.messages';

export default {
  lead: 'Selección popular mientras se calientan las tendencias.',
} satisfies Translation<typeof fallbackMessages.en>;
