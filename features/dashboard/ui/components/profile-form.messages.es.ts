import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { profileFormMessages } from './profile-form.messages';

export default {
  editTitle: 'Editar perfil',
  displayName: 'Nombre visible (opcional)',
  displayNamePlaceholder: 'p. ej., Ada L.',
  displayNameHint:
    "Aparece en tus publicaciones del tablón y en los créditos de tus kits; sin él dicen '{name}'. Nunca tu correo.",
  nameTooShort: 'El nombre visible debe tener al menos {min} caracteres.',
  nameTooLong: 'El nombre visible puede tener como máximo {max} caracteres.',
  nameControl: 'El nombre visible no puede contener caracteres de control.',
  nameEmail: 'El nombre visible no puede contener un correo electrónico (ni una @).',
  nameUrl: 'El nombre visible no puede contener una dirección web.',
  nameInvalid: 'No se puede usar este nombre visible.',
  studyLevel: 'Nivel de estudios',
  notSet: 'Sin especificar',
  major: 'Carrera',
  majorPlaceholder: 'p. ej., Informática',
  graduationYear: 'Año de graduación',
  yearRange: 'Elige un año de graduación entre {min} y {max}.',
  country: 'País',
  interests: 'Intereses',
  save: 'Guardar perfil',
  saving: 'Guardando…',
  saved: 'Guardado',
  updated: 'Se actualizó tu perfil.',
  updateFailed: 'No se pudo actualizar el perfil: {reason}',
  unknownError: 'Error desconocido',
  goalsTitle: 'Metas de estudio',
  goalsLead: 'Elige lo que quieres lograr; lo usamos para sugerirte recursos.',
  goalsFailed: 'No se pudieron guardar tus metas de estudio: {reason}',
} satisfies Translation<typeof profileFormMessages.en>;
