import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { slotMessages } from './slots.messages';

export default {
  count: 'Envíos',
  mine: 'Mis publicaciones del tablón de anuncios',
  queue: 'Publicaciones del tablón pendientes de revisión',
  posts: 'Publicaciones del tablón de anuncios',
} satisfies Translation<typeof slotMessages.en>;
