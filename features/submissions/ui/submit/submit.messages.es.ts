import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { submitMessages } from './submit.messages';

export default {
  title: 'Sugerir un recurso',
  description: 'Sugiere una herramienta gratuita, un descuento o una guía para estudiantes para añadir a Quadkit.',
  lead: '¿Conoces una herramienta, un descuento o una guía que otros estudiantes deberían tener? Cuéntanos; revisamos cada sugerencia antes de publicarla.',
  nameLabel: 'Nombre del recurso',
  urlLabel: 'URL del sitio web',
  descriptionLabel: 'Descripción',
  categoryLabel: 'Categoría',
  chooseCategory: 'Elige una categoría',
  emailLabel: 'Correo electrónico (opcional)',
  submitting: 'Enviando…',
  submit: 'Enviar recurso',
  footBefore: '¿Iniciaste sesión? Sigue tus sugerencias en ',
  footLink: 'Mis envíos',
  footAfter: '.',
  looksLike: 'Esto se parece a ',
  inCatalog: ', que ya está en nuestro catálogo.',
  pending: ', que ya se sugirió y está pendiente de revisión.',
  reviewer: ' Alguien del equipo de revisión comprobará que el tuyo es distinto antes de publicarlo.',
} satisfies Translation<typeof submitMessages.en>;
