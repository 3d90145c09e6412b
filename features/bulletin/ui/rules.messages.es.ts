import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { ruleMessages } from './rules.messages';

export default {
  titleShort: 'El título debe tener al menos 5 caracteres.',
  titleLong: 'El título debe tener como máximo 100 caracteres.',
  bodyShort: 'El contenido debe tener al menos 50 caracteres.',
  bodyLong: 'El contenido debe tener como máximo 20.000 caracteres.',
  spam: 'Tu publicación contiene algo que podría ser spam. Revísala e inténtalo de nuevo.',
  tooManyTags: 'Usa como máximo 8 etiquetas.',
  tagLong: 'Cada etiqueta debe tener como máximo 40 caracteres.',
  submitFailed: 'Ocurrió un error inesperado.',
  submitted: '¡Gracias por tu envío! Lo revisaremos pronto y lo publicaremos si se aprueba.',
  fetchFailed: 'No se pudieron cargar tus envíos',
  notFound: 'Artículo no encontrado',
  postNotFound: 'Publicación no encontrada',
  noArticles: 'No encontramos artículos que coincidan con tu búsqueda.',
} satisfies Translation<typeof ruleMessages.en>;
