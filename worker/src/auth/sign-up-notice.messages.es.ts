import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { noticeMessages } from './sign-up-notice.messages';

export default {
  subject: 'Alguien intentó registrarse en Quadkit con tu correo',
  intro: 'Alguien (quizás tú) intentó crear una cuenta de Quadkit con este correo, que ya tiene una.',
  ifYou: 'Si fuiste tú, inicia sesión en {home} o elige una contraseña nueva en {reset}.',
  ifNot: 'Si no fuiste tú, puedes ignorar este correo: nada cambió en tu cuenta.',
} satisfies Translation<typeof noticeMessages.en>;
