import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { noticeMessages } from './notice.messages';

export default {
  loading: 'Cargando el aviso del sitio',
  showing: 'Se muestra ahora: «{text}»',
  none: 'No se muestra ningún aviso.',
  label: 'Texto del aviso',
  show: 'Mostrar aviso',
  clear: 'Quitar aviso',
  shown: 'El aviso se muestra en todas las páginas.',
  cleared: 'Se quitó el aviso.',
} satisfies Translation<typeof noticeMessages.en>;
