import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { addMessages } from './messages';

export default {
  button: 'Agregar a un kit',
  label: 'Agregar {title} a un kit de herramientas',
  start: 'Crear un kit nuevo',
  updated: '¡Kit de herramientas actualizado!',
  created: '¡Kit de herramientas creado!',
  already: '{title} ya está en {toolkit}.',
  failed: 'No se pudo actualizar el kit de herramientas: {message}',
  loading: 'Cargando tus kits de herramientas',
  title: 'Título del kit',
  description: 'Descripción',
  creating: 'Creando…',
  create: 'Crear kit',
  cancel: 'Cancelar',
} satisfies Translation<typeof addMessages.en>;
