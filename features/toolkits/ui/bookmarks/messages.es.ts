import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { saveMessages } from './messages';

export default {
  save: 'Guardar',
  unsave: 'Quitar de guardados',
  tipSave: 'Guardar para después',
  tipUnsave: 'Quitar de guardados',
  saveFailed: 'No se pudo guardar “{title}”. Inténtalo de nuevo.',
  unsaveFailed: 'No se pudo quitar “{title}” de guardados. Inténtalo de nuevo.',
  saveFailedItem: 'No se pudo guardar este elemento. Inténtalo de nuevo.',
  unsaveFailedItem: 'No se pudo quitar este elemento de guardados. Inténtalo de nuevo.',
} satisfies Translation<typeof saveMessages.en>;
