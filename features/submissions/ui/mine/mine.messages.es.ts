import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { mineMessages } from './mine.messages';

export default {
  loading: 'Cargando tus sugerencias de recursos',
  loadFailed: 'No se pudieron cargar tus sugerencias de recursos',
  empty: 'Aún no has sugerido recursos',
  submit: 'Sugerir un recurso',
  listLabel: 'Tus sugerencias de recursos',
  reason: 'Motivo: {reason}',
  view: 'Verlo en el catálogo',
} satisfies Translation<typeof mineMessages.en>;
