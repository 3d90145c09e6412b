import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { ruleMessages } from './rules.messages';

export default {
  success: '¡Gracias por tu envío! Lo revisaremos pronto y lo publicaremos si se aprueba.',
  error: 'Ocurrió un error inesperado.',
  fetchError: 'No se pudieron cargar los envíos',
  emailHint: 'Te escribiremos si necesitamos más información',
  nameShort: 'El nombre del recurso debe tener al menos 2 caracteres.',
  nameLong: 'El nombre del recurso debe tener como máximo 100 caracteres.',
  urlRequired: 'La URL del sitio web es obligatoria.',
  urlLong: 'La URL del sitio web debe tener como máximo 2048 caracteres.',
  urlNotWeb: 'La URL del sitio web debe ser una dirección que empiece por http:// o https://.',
  descriptionShort: 'La descripción debe tener al menos 20 caracteres.',
  descriptionLong: 'La descripción debe tener como máximo 1000 caracteres.',
  category: 'Elige una categoría de la lista.',
  emailLong: 'El correo electrónico debe tener como máximo 254 caracteres.',
  emailInvalid: 'Escribe un correo electrónico válido.',
  tagLong: 'Cada etiqueta debe tener como máximo 30 caracteres.',
  tagsMax: 'Elige como máximo 8 etiquetas.',
  accessStepLong: 'Cada paso de «Cómo acceder» debe tener como máximo 300 caracteres.',
  accessSteps: 'Escribe como máximo 6 pasos de «Cómo acceder».',
  aboutLong: 'La sección «Acerca de» debe tener como máximo 600 caracteres.',
  reasonShort: 'Indica un motivo (al menos 3 caracteres).',
  reasonLong: 'El motivo debe tener como máximo 500 caracteres.',
  noticeEmpty: 'El aviso no puede estar vacío.',
  noticeLong: 'El aviso debe tener como máximo 280 caracteres.',
} satisfies Translation<typeof ruleMessages.en>;
