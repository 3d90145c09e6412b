import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { reviewQueueMessages } from './review-queue.messages';

export default {
  decisionFailed: 'No se pudo guardar la decisión.',
  byLine: 'De {email} · enviado el {date}',
  reason: 'Motivo (opcional)',
  approve: 'Aprobar',
  reject: 'Rechazar',
  loading: 'Cargando la cola de revisión',
  loadFailed: 'No se pudo cargar la cola de revisión',
  empty: 'No hay publicaciones pendientes de revisión',
  listLabel: 'Publicaciones pendientes de revisión',
} satisfies Translation<typeof reviewQueueMessages.en>;
