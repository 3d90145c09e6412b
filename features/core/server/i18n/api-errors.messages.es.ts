import type { Translation } from '../../shared/i18n/messages';
import type { apiErrorMessages } from './api-errors.messages';

export default {
  tooMany: 'Demasiados {what}. Vuelve a intentarlo en {wait}.',
  seconds: { one: '{count} segundo', other: '{count} segundos' },
  minutes: { one: '{count} minuto', other: '{count} minutos' },
  internal: 'Algo salió mal de nuestro lado. Vuelve a intentarlo.',
  authMissing: 'No has iniciado sesión.',
  notValid: 'La solicitud no es válida.',
  notHandled: 'No se pudo procesar la solicitud.',
  jsonBody: 'Envía el cuerpo de la solicitud como JSON (Content-Type: application/json).',
  signedOut: 'Debes iniciar sesión',
  limitReached: 'Llegaste al límite de {cap} {what}. Elimina algunos antes de agregar más.',
  signUps: 'registros',
  failedSignIns: 'intentos fallidos de inicio de sesión',
  posts: 'publicaciones',
  toolkitChanges: 'cambios en kits de herramientas',
  copies: 'copias',
  bookmarkChanges: 'cambios en guardados',
  submissions: 'envíos',
  reports: 'reportes',
  messages: 'mensajes',
  passwordChanges: 'cambios de contraseña',
  resetRequests: 'pedidos para restablecer la contraseña',
} satisfies Translation<typeof apiErrorMessages.en>;
