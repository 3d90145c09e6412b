import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { pagesMessages } from './messages';

export default {
  errorTitle: 'Algo salió mal',
  errorMessage: 'No se pudo mostrar esta página. Revisa tu conexión e inténtalo de nuevo.',
  errorRetry: 'Intentar de nuevo',
} satisfies Translation<typeof pagesMessages.en>;
