import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { reportDialogMessages } from './report-dialog.messages';

export default {
  title: 'Informar un problema',
  description: 'Cuéntanos qué está mal en este recurso.',
  reason: 'Motivo',
  chooseReason: 'Elige qué está mal.',
  note: 'Nota (opcional)',
  thanks: 'Gracias por avisarnos. Lo revisaremos.',
  failed: 'No se pudo enviar el informe.',
  cancel: 'Cancelar',
  send: 'Enviar informe',
  sending: 'Enviando…',
} satisfies Translation<typeof reportDialogMessages.en>;
