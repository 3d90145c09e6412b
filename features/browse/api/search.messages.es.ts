import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { searchQueryMessages } from './search.messages';

export default {
  qOnce: 'Envía el texto de búsqueda una sola vez, como q.',
  qLong: 'El texto de búsqueda puede tener como máximo {max} caracteres; acórtalo e inténtalo de nuevo.',
  tagLong: 'Una etiqueta tiene como máximo {max} caracteres.',
  tooManyTags: 'Elige como máximo {max} etiquetas.',
} satisfies Translation<typeof searchQueryMessages.en>;
