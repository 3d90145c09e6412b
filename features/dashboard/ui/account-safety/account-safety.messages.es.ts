import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { accountSafetyMessages } from './account-safety.messages';

export default {
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  changing: 'Cambiando la contraseña…',
  forgotTitle: '¿Olvidaste tu contraseña?',
  forgotLead: 'Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.',
  email: 'Correo electrónico',
  sending: 'Enviando…',
  sendLink: 'Enviar enlace de restablecimiento',
  resetTitle: 'Elige una nueva contraseña',
  saving: 'Guardando…',
  saveNew: 'Guardar nueva contraseña',
  error: 'Ocurrió un error',
  sessionsFailed: 'No se pudieron cargar tus sesiones.',
  loadingSessions: 'Cargando tus sesiones',
  signedOutOthers: { one: 'Se cerró {count} sesión más.', other: 'Se cerraron {count} sesiones más.' },
  thisDevice: ' (este dispositivo)',
  lastSeen: 'Última actividad: {when}',
  onlyDevice: 'Este es el único dispositivo con sesión iniciada en tu cuenta.',
  signOutOthers: 'Cerrar sesión en todos los demás',
} satisfies Translation<typeof accountSafetyMessages.en>;
