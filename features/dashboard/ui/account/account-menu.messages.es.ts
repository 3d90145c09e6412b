import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { accountMenuMessages } from './account-menu.messages';

export default {
  menuFor: 'Menú de la cuenta de {email}',
  dashboard: 'Panel de perfil',
  admin: 'Administración',
  signOut: 'Cerrar sesión',
  signingOut: 'Cerrando sesión…',
  signedOut: 'Cerraste sesión.',
  signOutFailed: 'No se pudo cerrar sesión: {reason}',
  unknownError: 'Error desconocido',
} satisfies Translation<typeof accountMenuMessages.en>;
