import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { savedMessages } from './saved-screen.messages';

export default {
  title: 'Recursos guardados',
  count: {
    one: '{count} elemento guardado, los más recientes primero.',
    other: '{count} elementos guardados, los más recientes primero.',
  },
  signInTitle: 'Inicia sesión para ver tus recursos guardados',
  signInText: 'Crea una cuenta o inicia sesión para empezar a guardar recursos y kits de herramientas.',
  loadFailed: 'No se pudieron cargar tus recursos guardados',
  loading: 'Cargando recursos guardados',
  emptyTitle: 'Aún no tienes recursos guardados',
  emptyText: 'Pulsa el marcador de cualquier recurso o kit de herramientas para tenerlo aquí.',
  list: 'Elementos guardados',
  kindToolkit: 'Kit de herramientas · {resources}',
  goneText: 'Su dueño eliminó este elemento o lo hizo privado. Puedes quitarlo de tus guardados.',
  tags: 'Etiquetas',
  remove: 'Quitar',
  removeLabel: 'Quitar {title} de guardados',
  details: 'Ver detalles →',
} satisfies Translation<typeof savedMessages.en>;
