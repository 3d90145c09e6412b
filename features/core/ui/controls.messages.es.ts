import type { Translation } from '../shared/i18n/messages';
import type { controlsMessages } from './controls.messages';

export default {
  cancel: 'Cancelar',
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
  failed: 'Ocurrió un error',
  passwordRules: 'Al menos 8 caracteres, no solo letras ni solo dígitos, y no una contraseña común como "password1".',
} satisfies Translation<typeof controlsMessages.en>;
