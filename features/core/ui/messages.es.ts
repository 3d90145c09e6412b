import type { Translation } from '../shared/i18n/messages';
import type { coreMessages } from './messages';

export default {
  tryAgain: 'Intentar de nuevo',
  cancel: 'Cancelar',
  signIn: 'Iniciar sesión',
  loading: 'Cargando…',
  newTab: '(se abre en una pestaña nueva)',
  breadcrumb: 'Ruta de navegación',
  pagination: 'Paginación',
  previous: 'Anterior',
  previousPage: 'Página anterior',
  next: 'Siguiente',
  nextPage: 'Página siguiente',
  page: 'Página {page}',
  pending: 'Pendiente',
  approved: 'Aprobado',
  rejected: 'Rechazado',
  tags: 'Etiquetas',
  moreTags: 'y {count} más',
  notifications: 'Notificaciones',
  success: 'Éxito:',
  error: 'Error:',
  notice: 'Aviso:',
  dismiss: 'Cerrar notificación',
  failed: 'Ocurrió un error',
  passwordRules: 'Al menos 8 caracteres, no solo letras ni solo dígitos, y no una contraseña común como "password1".',
} satisfies Translation<typeof coreMessages.en>;
