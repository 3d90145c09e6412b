import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { notFoundMessages } from './not-found-page.messages';

export default {
  title: 'Página no encontrada',
  message: 'La página que buscas no existe o se ha movido.',
  back: 'Volver al inicio',
} satisfies Translation<typeof notFoundMessages.en>;
