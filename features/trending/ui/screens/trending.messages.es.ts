import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { trendingMessages } from './trending.messages';

export default {
  title: 'Tendencias',
  lead: 'Los recursos que más ven y guardan los estudiantes en este momento.',
  listName: 'Tendencias',
  back: 'Volver al inicio',
  loading: 'Cargando recursos en tendencia',
  error: 'Error al cargar los recursos en tendencia',
  loadFailed: 'Ocurrió un error',
  empty: 'Todavía no hay recursos en tendencia',
  browseAll: 'Explorar todos los recursos',
  noMatch: 'Ningún recurso en tendencia coincide con tus filtros',
  clearFilters: 'Borrar filtros',
  resources: 'Recursos en tendencia',
  searchPlaceholder: 'Buscar recursos en tendencia...',
  search: 'Buscar recursos en tendencia',
  clearSearch: 'Borrar búsqueda',
  category: 'Categoría',
  allCategories: 'Todas las categorías',
  stats: 'Estadísticas de tendencias',
  categories: 'Categorías representadas',
  tags: 'Etiquetas únicas',
} satisfies Translation<typeof trendingMessages.en>;
