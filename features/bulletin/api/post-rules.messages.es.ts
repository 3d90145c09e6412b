import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { postRuleMessages } from './post-rules.messages';

export default {
  titleShort: 'El título debe tener al menos {min} caracteres.',
  titleLong: 'El título debe tener como máximo {max} caracteres.',
  bodyShort: 'El contenido debe tener al menos {min} caracteres.',
  bodyLong: 'El contenido debe tener como máximo {max} caracteres.',
  spam: 'Tu publicación tiene contenido que podría ser spam. Revísala e inténtalo de nuevo.',
  tooManyTags: 'Usa como máximo {max} etiquetas.',
  tagLong: 'Una etiqueta debe tener como máximo {max} caracteres.',
  articleNotFound: 'No se encontró el artículo',
  postNotFound: 'No se encontró la publicación',
} satisfies Translation<typeof postRuleMessages.en>;
