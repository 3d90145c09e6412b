import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { commonMessages } from './messages';

export default {
  untitled: 'Sin título',
  toolkit: 'Kit de herramientas',
  resource: 'Recurso',
  gone: 'Ya no está disponible',
  browse: 'Explorar recursos',
  deleted: 'Kit de herramientas eliminado',
  deleteFailed: 'No se pudo eliminar el kit de herramientas',
} satisfies Translation<typeof commonMessages.en>;
