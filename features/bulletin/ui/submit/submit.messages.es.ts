import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { submitMessages } from './submit.messages';

export default {
  title: 'Enviar un artículo',
  back: 'Volver al tablón de anuncios',
  lead: 'Comparte una guía o un consejo con otros estudiantes. Revisamos las publicaciones antes de que aparezcan.',
  signInTitle: 'Inicia sesión para enviar un artículo',
  signInMessage: 'Crea una cuenta o inicia sesión para compartir tu artículo con otros estudiantes.',
  viewMine: 'Ver mis envíos',
  another: 'Enviar otro',
  titleLabel: 'Título',
  characters: ' caracteres',
  contentLabel: 'Contenido',
  bodyHint: '{count} caracteres (mínimo {min}). Se admite Markdown; no se permiten enlaces.',
  tagsLabel: 'Etiquetas',
  tagsPlaceholder: 'Consejos de estudio, Productividad',
  autoSuggest: 'Sugerir etiquetas',
  tagsHint: 'Separa las etiquetas con comas (máximo {max}).',
  submitting: 'Enviando…',
  submit: 'Enviar artículo',
} satisfies Translation<typeof submitMessages.en>;
