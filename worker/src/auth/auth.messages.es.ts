import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { authMessages } from './auth.messages';

export default {
  invalidCredentials: 'Correo o contraseña incorrectos',
  emailRequired: 'Se necesita un correo electrónico.',
  emailLong: 'Un correo electrónico tiene como máximo 254 caracteres.',
  emailInvalid: 'Escribe un correo electrónico válido, como nombre@ejemplo.edu.',
  passwordRequired: 'Se necesita una contraseña.',
  passwordLong: 'Una contraseña tiene como máximo 1024 caracteres.',
  tooWeak: 'La contraseña es demasiado débil. {reasons}',
  atLeast: 'La contraseña debe tener al menos {min} caracteres.',
  atMost: 'La contraseña debe tener como máximo {max} caracteres.',
  onlyLetters: 'La contraseña no debe tener solo letras; agrega un número o un símbolo.',
  onlyDigits: 'La contraseña no debe tener solo números; agrega una letra o un símbolo.',
  isEmail: 'La contraseña no debe ser tu correo electrónico.',
  distinct: 'La contraseña debe usar al menos {min} caracteres distintos.',
  common: 'Es una de las contraseñas más comunes; elige una más difícil de adivinar.',
  fromContext: 'La contraseña no debe formarse con tu correo, "Quadkit" o "student"; agrega palabras tuyas.',
  commonExtras: 'Es una contraseña común con números o símbolos agregados; elige una más difícil de adivinar.',
  resetInvalid: 'Este enlace para restablecer es inválido, ya se usó o venció. Pide uno nuevo.',
  resetIncomplete: 'El enlace para restablecer está incompleto. Vuelve a abrir el enlace del correo.',
  currentRequired: 'Se necesita la contraseña actual.',
  currentLong: 'La contraseña actual tiene como máximo 1024 caracteres.',
  newRequired: 'Se necesita una contraseña nueva.',
  newLong: 'Una contraseña nueva tiene como máximo 1024 caracteres.',
  currentWrong: 'La contraseña actual no es correcta.',
  notFromSite: 'Rechazamos esta solicitud porque no vino de este sitio. Recarga la página e inténtalo de nuevo.',
  deleteFailed: 'No se pudo eliminar la cuenta. Inténtalo de nuevo.',
  forgotAnswer:
    'Si existe una cuenta con ese correo, le enviamos un enlace para elegir una contraseña nueva. El enlace funciona una vez, durante 30 minutos.',
  resetSubject: 'Restablece tu contraseña de Quadkit',
  resetIntro: 'Alguien (esperamos que tú) pidió restablecer la contraseña de la cuenta de Quadkit con este correo.',
  resetLink: 'Elige una contraseña nueva aquí: {url}',
  resetOutro:
    'El enlace funciona una vez, durante 30 minutos. Si no lo pediste, ignora este correo: tu contraseña sigue igual.',
} satisfies Translation<typeof authMessages.en>;
