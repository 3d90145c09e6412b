import type { Translation } from '../shared/i18n/messages';
import type { coreMessages } from './messages';

export default {
  tryAgain: 'Intentar de nuevo',
  signIn: 'Iniciar sesión',
  loading: 'Cargando…',
  newTab: '(se abre en una pestaña nueva)',
  tags: 'Etiquetas',
  moreTags: 'y {count} más',
  notifications: 'Notificaciones',
  success: 'Éxito:',
  error: 'Error:',
  notice: 'Aviso:',
  dismiss: 'Cerrar notificación',
} satisfies Translation<typeof coreMessages.en>;
