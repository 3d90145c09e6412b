import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { dashboardMessages } from './messages';

export default {
  failed: 'No se pudo cargar',
  loading: 'Cargando',
  loadingToolkits: 'Cargando tus kits de herramientas',
  noToolkits: 'Aún no has creado ningún kit de herramientas. Reúne tus recursos favoritos y compártelos.',
  create: 'Crear kit de herramientas',
  yourToolkits: 'Tus kits de herramientas',
  view: 'Ver',
  viewLabel: 'Ver {title}',
  edit: 'Editar',
  editLabel: 'Editar {title}',
  delete: 'Eliminar',
  deleteLabel: 'Eliminar {title}',
  allShown: 'Tus {count} kits de herramientas, los más recientes primero.',
  someShown: 'Mostrando {shown} de tus {count} kits de herramientas, los más recientes primero.',
  showFewer: 'Mostrar menos',
  viewAll: 'Ver los {count} kits',
  confirmTitle: '¿Eliminar “{title}”?',
  confirmTitleAny: '¿Eliminar el kit de herramientas?',
  confirmText: '¿Seguro que quieres eliminar este kit de herramientas?',
  deleting: 'Eliminando...',
  loadingSaved: 'Cargando recursos guardados',
  noSaved:
    'Aún no tienes recursos guardados. Pulsa el marcador de cualquier recurso o kit de herramientas para guardarlo para después.',
  yourSaved: 'Tus elementos guardados',
  allSaved: 'Ver todos los recursos guardados →',
} satisfies Translation<typeof dashboardMessages.en>;
