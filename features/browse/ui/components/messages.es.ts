import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { sharedMessages } from './messages';

export default {
  fallback: 'No pudimos conectar con el catálogo en línea, así que estás viendo la lista integrada.',
  backHome: 'Volver al inicio',
  loadError: 'Error al cargar los recursos',
  browseAll: 'Explorar todos los recursos',
  clearFilters: 'Borrar filtros',
  qualify: 'Cumples los requisitos',
  notLevel: 'No es para tu nivel',
  notRegion: 'No es para tu región',
  allRegions: 'Todas las regiones',
  northeast: 'Noreste',
  midwest: 'Medio Oeste',
  south: 'Sur',
  west: 'Oeste',
  international: 'Internacional',
  nationwide: 'Todo el país/en línea',
  undocumented: 'Recursos para estudiantes indocumentados',
  and: '{first} y {second}',
  comma: ', ',
} satisfies Translation<typeof sharedMessages.en>;
