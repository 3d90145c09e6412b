import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { commonMessages } from './messages';

export default {
  resources: { one: '{count} recurso', other: '{count} recursos' },
  untitled: 'Sin título',
  toolkit: 'Kit de herramientas',
  resource: 'Recurso',
  gone: 'Ya no está disponible',
  public: 'Público',
  unlisted: 'No listado',
  private: 'Privado',
  browse: 'Explorar recursos',
  moreTools: { one: '+{count} herramienta más', other: '+{count} herramientas más' },
  toolsIn: 'Herramientas de {title}',
  view: 'Ver kit',
  viewLabel: 'Ver kit: {title}',
  deleted: 'Kit de herramientas eliminado',
  deleteFailed: 'No se pudo eliminar el kit de herramientas',
  loadFailed: 'No se pudieron cargar los kits de herramientas',
} satisfies Translation<typeof commonMessages.en>;
