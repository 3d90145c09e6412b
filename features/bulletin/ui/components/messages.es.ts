import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { cardMessages } from './messages';

export default {
  readTime: '{count} min de lectura',
  tags: 'Etiquetas',
} satisfies Translation<typeof cardMessages.en>;
