import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { ruleMessages } from './rules.messages';

export default {
  titleTooShort: 'El título debe tener al menos {min} caracteres',
  titleTooLong: 'El título debe tener como máximo {max} caracteres',
  descriptionTooShort: 'La descripción debe tener al menos {min} caracteres',
  descriptionTooLong: 'La descripción debe tener como máximo {max} caracteres',
  badEmoji: 'Elige uno de los 20 emoji de la paleta',
  noResources: 'Agrega al menos un recurso a tu kit de herramientas',
  signInToCreate: 'Debes iniciar sesión para crear kits de herramientas',
  tooManyResources: 'Un kit de herramientas puede tener como máximo {max} recursos',
} satisfies Translation<typeof ruleMessages.en>;
