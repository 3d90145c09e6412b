import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { boardMessages } from './board.messages';

export default {
  title: 'Tablón de anuncios',
  lead: 'Guías de nuestro equipo de redacción y publicaciones de estudiantes como tú.',
  description: 'Guías y artículos para estudiantes, además de publicaciones de la comunidad de Quadkit.',
  submit: 'Enviar un artículo',
  searchLabel: 'Buscar artículos',
  searchPlaceholder: 'Buscar artículos…',
  filterByTag: 'Filtrar por etiqueta',
  all: 'Todos',
  articles: 'Artículos',
  count: { one: '{count} artículo', other: '{count} artículos' },
  errorTitle: 'Error al cargar los artículos',
  loadFailed: 'No se pudieron cargar los artículos',
  clearFilters: 'Quitar filtros',
} satisfies Translation<typeof boardMessages.en>;
