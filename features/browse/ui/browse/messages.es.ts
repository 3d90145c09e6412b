import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { browseMessages } from './messages';

export default {
  title: 'Explorar recursos',
  lead: 'Todas las herramientas, descuentos y guías en un solo lugar. Busca por nombre o tema y luego filtra por categoría, etiqueta o región.',
  results: 'Resultados',
  search: 'Buscar recursos',
  placeholder: 'Busca por nombre o etiqueta',
  sortBy: 'Ordenar por',
  newest: 'Más recientes',
  popular: 'Populares',
  recommended: 'Recomendados',
  filters: 'Filtros',
  filtersActive: 'Filtros ({count})',
  forMe: 'Para mí',
  category: 'Categoría',
  allCategories: 'Todas las categorías',
  tags: 'Etiquetas',
  region: 'Región',
  noneTitle: 'No se encontraron recursos',
  noneMessage: 'Prueba con menos palabras o con otras, o borra los filtros.',
  clearAll: 'Borrar búsqueda y filtros',
  ask: 'Preguntar al Asistente de estudio',
  showing: {
    one: 'Mostrando {from}–{to} de {count} recurso',
    other: 'Mostrando {from}–{to} de {count} recursos',
  },
  closest: 'Resultados más parecidos',
  closestFor: 'Resultados más parecidos a {query}',
} satisfies Translation<typeof browseMessages.en>;
