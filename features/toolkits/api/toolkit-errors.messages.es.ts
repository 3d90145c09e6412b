import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { toolkitErrorMessages } from './toolkit-errors.messages';

export default {
  duplicateResource: "'{id}' ya está en este kit de herramientas: no puedes agregar el mismo recurso dos veces",
  unknownResource: "No hay ningún recurso con el id '{id}': quítalo del kit de herramientas",
  unknownResources: 'No hay recursos con los ids {ids}: quítalos del kit de herramientas',
  notUnlisted: 'Solo un kit de herramientas no listado tiene enlace para compartir: primero hazlo no listado',
  notFound: 'No se encontró el kit de herramientas',
  featureAdminOnly:
    "Solo un administrador puede destacar un kit de herramientas: desmarca 'Destacar este kit (administración)' y vuelve a guardar",
  toolkits: 'kits de herramientas',
  bookmarks: 'guardados',
} satisfies Translation<typeof toolkitErrorMessages.en>;
