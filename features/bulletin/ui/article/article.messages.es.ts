import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { articleMessages } from './article.messages';

export default {
  back: 'Volver al tablón de anuncios',
  more: 'Más artículos',
  previous: '← Anterior',
  next: 'Siguiente →',
  related: 'Artículos relacionados',
  missing: 'Es posible que este artículo se haya eliminado o que el enlace tenga un error.',
  errorTitle: 'Error al cargar el artículo',
  loadFailed: 'No se pudo cargar el artículo',
  loading: 'Cargando el artículo',
  progress: 'Progreso de lectura',
  home: 'Inicio',
} satisfies Translation<typeof articleMessages.en>;
