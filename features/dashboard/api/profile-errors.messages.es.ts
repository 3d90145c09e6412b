import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { profileErrorMessages } from './profile-errors.messages';

export default {
  nameShort: 'Un nombre visible tiene al menos {min} caracteres.',
  nameLong: 'Un nombre visible tiene como máximo {max} caracteres.',
  nameControl: 'Un nombre visible no puede tener caracteres de control.',
  nameEmail: 'Un nombre visible no puede tener un correo electrónico (ni una @).',
  nameUrl: 'Un nombre visible no puede tener una dirección web.',
  notKnown: "'{value}' no es un valor válido de {what}. Elige uno de: {options}.",
  studyLevel: 'nivel de estudios',
  studyGoal: 'objetivo de estudio',
  interest: 'interés',
  yearNumber: 'Escribe el año de graduación como un número.',
  yearWhole: 'Escribe un año entero, como 2029.',
  yearRange: 'Elige un año de {from} a {to}.',
  country: "'{value}' no es un código de país. Elige un país de la lista.",
  majorLong: 'Una carrera tiene como máximo {max} caracteres.',
  language: "'{value}' no es un idioma de Quadkit. Elige uno de: {options}.",
  imageLarge: 'La imagen pesa más de 2 MB. Elige una imagen más pequeña.',
  imageMissing: 'La solicitud no tiene imagen. Envía el archivo de imagen como cuerpo.',
  imageType: 'El archivo no es una imagen compatible. Sube una imagen PNG, JPEG, GIF o WebP.',
} satisfies Translation<typeof profileErrorMessages.en>;
